import Foundation

/// Runs the programs the benchmark measures, and times them with a monotonic clock.
enum Shell {
    /// Runs `arguments` in `directory` to its end, its output discarded; returns the seconds it took.
    static func time(_ arguments: [String], in directory: URL) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        _ = run(arguments, in: directory)
        return seconds(clock.now - start)
    }

    /// Runs `arguments` and returns its standard output, trimmed; stops the benchmark if it fails.
    static func output(_ arguments: [String], in directory: URL) -> String {
        let result = run(arguments, in: directory)
        guard result.status == 0 else { fail(arguments, result.output) }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `arguments`; stops the benchmark if it fails. Returns the seconds it took.
    @discardableResult
    static func require(_ arguments: [String], in directory: URL) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let result = run(arguments, in: directory)
        guard result.status == 0 else { fail(arguments, result.output) }
        return seconds(clock.now - start)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The program's exit status and its standard output and error, together.
    private static func run(_ arguments: [String], in directory: URL) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-speed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { return (127, "cannot write \(log.path)") }
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "cannot run \(arguments.joined(separator: " ")): \(error)")
        }
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    private static func fail(_ arguments: [String], _ output: String) -> Never {
        say("workbook-speed: `\(arguments.joined(separator: " "))` failed:\n\(output.suffix(4000))")
        exit(1)
    }
}
