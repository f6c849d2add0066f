import Foundation

/// `workbook watch <id>` running in the clone, and the time from each save of the exercise's file to the next
/// verdict it prints (a line that starts with ✔ or ✘).
struct WatchSession {
    let workbook: String
    let clone: URL
    let exercise: String

    /// How a save changes the exercise's first file, from its text as shipped.
    enum Save {
        /// The first save adds a function; each later one changes only its body, as most of a learner's saves do.
        case body
        /// Each save adds one more function: the exercise's module shows more to the modules that import it, so its
        /// tests compile again.
        case newDeclaration

        /// The file's text after save `number` (0 for the first).
        func text(after number: Int, shipped: String) -> String {
            switch self {
            case .body:
                return shipped + "\nfunc workbookSpeedSave() -> Int {\n    \(number)\n}\n"
            case .newDeclaration:
                return shipped + (0...number).map { "\nfunc workbookSpeedSave\($0)() -> Int { \($0) }\n" }.joined()
            }
        }
    }

    /// Saves the exercise's first file `warmUp + measured` times, as `save` says, waiting after each for its verdict,
    /// and returns the seconds of the measured ones.
    func saves(_ save: Save, warmUp: Int = 1, measured: Int) -> [Double] {
        guard let file = ExerciseList(clone: clone).files[exercise]?.first else {
            say("workbook-speed: no exercise \(exercise) to watch")
            exit(1)
        }
        let edited = clone.appendingPathComponent("Exercises").appendingPathComponent(file)
        guard let shipped = try? String(contentsOf: edited, encoding: .utf8) else {
            say("workbook-speed: cannot read \(edited.path)")
            exit(1)
        }
        let lines = VerdictLines()
        let process = lines.start([workbook, "watch", exercise], in: clone, withErrors: false)
        defer {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            lines.stopReading()
            _ = Shell.output(["git", "checkout", "--", "Exercises"], in: clone)
        }
        guard lines.waitForVerdict(after: 0, seconds: 600) != nil else {
            say("workbook-speed: workbook watch gave no first verdict:\n\(lines.text)")
            exit(1)
        }
        var results: [Double] = []
        for number in 0..<(warmUp + measured) {
            // Let watch settle into waiting for a change before saving.
            Thread.sleep(forTimeInterval: 1.5)
            let before = lines.verdictCount
            let text = save.text(after: number, shipped: shipped)
            let clock = ContinuousClock()
            let start = clock.now
            do {
                try text.write(to: edited, atomically: false, encoding: .utf8)
            } catch {
                say("workbook-speed: cannot save \(edited.path): \(error)")
                exit(1)
            }
            guard lines.waitForVerdict(after: before, seconds: 120) != nil else {
                say("workbook-speed: no verdict after save \(number):\n\(lines.text)")
                exit(1)
            }
            let seconds = Shell.seconds(clock.now - start)
            if number >= warmUp {
                say(String(format: "  save %d  %.2f s", number - warmUp + 1, seconds))
                results.append(seconds)
            }
        }
        return results
    }
}

/// The lines `watch` printed so far, gathered from its pipe on a background thread.
final class VerdictLines: @unchecked Sendable {
    private let lock = NSCondition()
    private var buffer = Data()
    private var verdicts = 0
    private let pipe = Pipe()

    /// Starts `arguments` (a program on PATH or a path, and its arguments) in `directory`, its standard output — and
    /// its standard error too, `withErrors` — gathered here; stops the benchmark if it cannot start.
    func start(_ arguments: [String], in directory: URL, withErrors: Bool) -> Process {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = pipe
        process.standardError = withErrors ? pipe : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            say("workbook-speed: cannot run \(arguments.joined(separator: " ")): \(error)")
            exit(1)
        }
        return process
    }

    /// Stops gathering the output of the program ``start(_:in:withErrors:)`` started.
    func stopReading() {
        pipe.fileHandleForReading.readabilityHandler = nil
    }

    func append(_ data: Data) {
        lock.lock()
        buffer.append(data)
        let text = String(decoding: buffer, as: UTF8.self)
        verdicts = text.split(separator: "\n").filter { $0.hasPrefix("✔ ") || $0.hasPrefix("✘ ") }.count
        lock.broadcast()
        lock.unlock()
    }

    var verdictCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return verdicts
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Waits until more than `count` verdicts have been printed; nil when `seconds` pass first.
    func waitForVerdict(after count: Int, seconds: Double) -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while verdicts <= count {
            guard lock.wait(until: deadline) else { return nil }
        }
        return verdicts
    }
}
