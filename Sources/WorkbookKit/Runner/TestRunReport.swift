import Foundation

/// What one test process reported through Swift Testing's event stream (JSON Lines, version 0):
/// which tests ran, the issues they recorded, and whether the run reached its end.
public struct TestRunReport: Sendable {
    /// An issue a test recorded.
    public struct Issue: Sendable, Equatable {
        public var testID: String
        public var message: String
        public var details: [String]
        /// The absolute path of the file, as recorded.
        public var file: String?
        public var line: Int?
    }

    /// Display names by test id.
    public var names: [String: String] = [:]
    /// Where each test is declared (file path, line), to put issues in source order.
    public var declarations: [String: (file: String, line: Int)] = [:]
    /// Test functions that started, in order.
    public var started: [String] = []
    /// Tests (and suites) that ended.
    public var ended: Set<String> = []
    public var issues: [Issue] = []
    /// Whether the `runEnded` event arrived: a run that crashed never sends it.
    public var runEnded = false

    public init() {}

    /// Reads the event stream; lines that are not records (or are cut short by a crash) are skipped.
    public init(eventStream: String) {
        for line in eventStream.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let kind = record["kind"] as? String,
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if kind == "test" {
                read(test: payload)
            } else if kind == "event" {
                read(event: payload)
            }
        }
    }

    /// The name of a test that started and did not end: the one running when the process stopped.
    public var interruptedTest: String? {
        started.last { !ended.contains($0) }.map { names[$0] ?? $0 }
    }

    /// The issue to show first: from the test declared first in the source (tests run in parallel, so the order
    /// in which issues arrive changes from run to run), and the first that test recorded.
    public var firstIssue: Issue? {
        issues.enumerated().min { left, right in
            let a = declarations[left.element.testID] ?? ("", Int.max)
            let b = declarations[right.element.testID] ?? ("", Int.max)
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            return left.offset < right.offset
        }?.element
    }

    /// How many test functions started.
    public var testCount: Int { started.count }

    /// How many different tests recorded an issue.
    public var failingTestCount: Int { Set(issues.map(\.testID)).count }

    private mutating func read(test payload: [String: Any]) {
        guard let id = payload["id"] as? String else { return }
        names[id] = payload["displayName"] as? String ?? payload["name"] as? String ?? id
        if let location = payload["sourceLocation"] as? [String: Any] {
            declarations[id] = (location["_filePath"] as? String ?? "", location["line"] as? Int ?? 0)
        }
    }

    private mutating func read(event payload: [String: Any]) {
        let testID = payload["testID"] as? String ?? ""
        switch payload["kind"] as? String {
        case "testStarted":
            if testID.contains("/") { started.append(testID) }
        case "testEnded":
            ended.insert(testID)
        case "issueRecorded":
            let issue = payload["issue"] as? [String: Any] ?? [:]
            if issue["isKnown"] as? Bool == true { return }
            let messages = payload["messages"] as? [[String: Any]] ?? []
            let texts = messages.compactMap { $0["text"] as? String }
            let location = issue["sourceLocation"] as? [String: Any] ?? payload["_sourceLocation"] as? [String: Any]
            issues.append(
                Issue(
                    testID: testID,
                    message: texts.first ?? "An issue was recorded.",
                    details: Array(texts.dropFirst()),
                    file: location?["_filePath"] as? String,
                    line: location?["line"] as? Int
                )
            )
        case "runEnded":
            runEnded = true
        default:
            break
        }
    }
}
