import Foundation

/// Swift Testing's event stream (JSON Lines, version 0), as a test process writes it: the flags that ask for it, and
/// its records read into values. The exercise runner, the spec's recorder and the change runner all ask for it and
/// read it here, so they cannot disagree on its flags or its fields.
public struct TestEventStream: Sendable {
    /// A test or a suite, as the stream declares it before the run.
    public struct Test: Sendable, Equatable {
        /// `ConformanceTests.PagingConformance/firstPage(_:)`; a suite's id has no `/`.
        public var id: String
        /// The test's display name, or its function's name when it has none.
        public var name: String
        /// Where it is declared: the absolute path of the file, and the line.
        public var file: String?
        public var line: Int?
    }

    /// An issue a test recorded.
    public struct Issue: Sendable, Equatable {
        /// A known issue (`withKnownIssue`) does not fail the test.
        public var isKnown: Bool
        /// Where it was recorded: the absolute path of the file, and the line.
        public var file: String?
        public var line: Int?
    }

    /// Something that happened during the run: `runStarted`, `testStarted`, `testCaseStarted`, `issueRecorded`,
    /// `testEnded`, `runEnded`, …
    public struct Event: Sendable, Equatable {
        public var kind: String
        /// The test it happened to, if any.
        public var testID: String?
        /// The arguments of the test case it happened in, as the stream shows them (`RHA`, `RHA, (pros, 202)`).
        public var testCaseArguments: String?
        /// The texts the event carries: an issue's message first, then its details.
        public var messages: [String]
        /// The issue, for `issueRecorded` (and only for it).
        public var issue: Issue?
    }

    /// One line of the stream.
    public enum Record: Sendable, Equatable {
        case test(Test)
        case event(Event)
    }

    public let records: [Record]

    public static let version = "0"

    /// The arguments that ask a test process (`swift test`, or a test binary) for the stream, written to `file`.
    /// `--event-stream-version` is the spelling for a stable version such as 0; Swift Testing keeps
    /// `--experimental-event-stream-version` for versions still experimental.
    public static func arguments(writingTo file: URL) -> [String] {
        ["--event-stream-output-path", file.path, "--event-stream-version", version]
    }

    /// Reads the stream; lines that are not records (or are cut short by a crash) are skipped.
    public init(_ text: String) {
        records = text.split(separator: "\n").compactMap(Self.record)
    }

    private static func record(_ line: Substring) -> Record? {
        guard let data = line.data(using: .utf8),
            let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let payload = record["payload"] as? [String: Any]
        else { return nil }
        switch record["kind"] as? String {
        case "test":
            guard let id = payload["id"] as? String else { return nil }
            let location = payload["sourceLocation"] as? [String: Any]
            return .test(
                Test(
                    id: id, name: payload["displayName"] as? String ?? payload["name"] as? String ?? id,
                    file: location?["_filePath"] as? String, line: location?["line"] as? Int))
        case "event":
            guard let kind = payload["kind"] as? String else { return nil }
            let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            var issue: Issue?
            if kind == "issueRecorded" {
                let recorded = payload["issue"] as? [String: Any] ?? [:]
                let location =
                    recorded["sourceLocation"] as? [String: Any] ?? payload["_sourceLocation"] as? [String: Any]
                issue = Issue(
                    isKnown: recorded["isKnown"] as? Bool ?? false, file: location?["_filePath"] as? String,
                    line: location?["line"] as? Int)
            }
            let testCase = payload["_testCase"] as? [String: Any]
            return .event(
                Event(
                    kind: kind, testID: payload["testID"] as? String,
                    testCaseArguments: testCase?["displayName"] as? String, messages: messages, issue: issue))
        default:
            return nil
        }
    }

    public var tests: [Test] {
        records.compactMap { if case .test(let test) = $0 { test } else { nil } }
    }

    public var events: [Event] {
        records.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    public var names: [String: String] {
        Dictionary(tests.map { ($0.id, $0.name) }, uniquingKeysWith: { _, last in last })
    }
}
