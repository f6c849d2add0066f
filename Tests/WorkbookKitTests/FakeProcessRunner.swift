import Foundation
import WorkbookKit

/// Stands in for `swift` and the test binaries: answers builds from a script, and for a test run writes the
/// event stream the script gives for that exercise's test module. Records every command it was given.
final class FakeProcessRunner: ProcessRunning, @unchecked Sendable {
    /// What the next builds answer, in order; once used up, builds succeed.
    var builds: [ProcessResult] = []
    /// Per test module (`Exercise1_2Tests`): the event stream to write, and how the process ends.
    var testRuns: [String: (events: String, result: ProcessResult)] = [:]
    /// Every other command (git, …) by its first two words: `"git show"`.
    var others: [String: ProcessResult] = [:]
    private(set) var commands: [ProcessCommand] = []
    private let lock = NSLock()

    func run(_ command: ProcessCommand) -> ProcessResult {
        lock.lock()
        defer { lock.unlock() }
        commands.append(command)
        let arguments = command.arguments
        if arguments.starts(with: ["swift", "build"]) {
            return builds.isEmpty ? ProcessResult(termination: .exited(0)) : builds.removeFirst()
        }
        if let filterIndex = arguments.firstIndex(of: "--filter"), filterIndex + 1 < arguments.count,
            let pathIndex = arguments.firstIndex(of: "--event-stream-output-path"), pathIndex + 1 < arguments.count
        {
            let module = arguments[filterIndex + 1].dropFirst().replacingOccurrences(of: "\\.", with: "")
            guard let run = testRuns[module] else { return ProcessResult(termination: .exited(69)) }
            try? run.events.write(toFile: arguments[pathIndex + 1], atomically: true, encoding: .utf8)
            return run.result
        }
        return others[arguments.prefix(2).joined(separator: " ")] ?? ProcessResult(termination: .exited(1))
    }

    /// The builds that were run.
    var buildCommands: [ProcessCommand] {
        lock.lock()
        defer { lock.unlock() }
        return commands.filter { $0.arguments.starts(with: ["swift", "build"]) }
    }
}

/// Event streams as Swift Testing writes them (version 0), cut down to the fields the workbook reads.
enum EventStream {
    static func test(_ id: String, name: String, file: String = "/x/T.swift", line: Int) -> String {
        #"{"kind":"test","payload":{"displayName":"\#(name)","id":"\#(id)","kind":"function","#
            + #""sourceLocation":{"_filePath":"\#(file)","line":\#(line),"column":4}},"version":0}"#
    }

    static func event(_ kind: String, test id: String? = nil) -> String {
        let testID = id.map { #","testID":"\#($0)""# } ?? ""
        return #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[]\#(testID)},"version":0}"#
    }

    static func issue(_ id: String, message: String, details: [String] = [], file: String, line: Int) -> String {
        let messages =
            ([#"{"symbol":"fail","text":"\#(message)"}"#] + details.map { #"{"symbol":"details","text":"\#($0)"}"# })
            .joined(separator: ",")
        return #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"#
            + #""sourceLocation":{"_filePath":"\#(file)","line":\#(line),"column":5}},"#
            + #""messages":[\#(messages)],"testID":"\#(id)"},"version":0}"#
    }

    /// A run of one passing test.
    static func passing(_ module: String) -> String {
        let id = "\(module).Suite/works()"
        return [
            test(id, name: "works", line: 3), event("runStarted"), event("testStarted", test: id),
            event("testEnded", test: id), event("runEnded"),
        ].joined(separator: "\n")
    }

    /// A run of one test that fails with `message`, and whose comment is `detail`.
    static func failing(_ module: String, message: String, detail: String) -> String {
        let id = "\(module).Suite/fails()"
        return [
            test(id, name: "fails", line: 3), event("runStarted"), event("testStarted", test: id),
            issue(id, message: message, details: [detail], file: "/x/T.swift", line: 4),
            event("testEnded", test: id), event("runEnded"),
        ].joined(separator: "\n")
    }

    /// A run cut short in its test `crashes`.
    static func crashing(_ module: String) -> String {
        let id = "\(module).Suite/crashes()"
        return [test(id, name: "crashes", line: 3), event("runStarted"), event("testStarted", test: id)]
            .joined(separator: "\n")
    }
}
