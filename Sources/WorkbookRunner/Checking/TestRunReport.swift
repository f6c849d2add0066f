import Foundation
import WorkbookShell

/// What one test process reported through Swift Testing's event stream (``TestEventStream``):
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

    public init(eventStream: String) {
        let stream = TestEventStream(eventStream)
        for test in stream.tests {
            names[test.id] = test.name
            if test.file != nil || test.line != nil {
                declarations[test.id] = (test.file ?? "", test.line ?? 0)
            }
        }
        stream.events.forEach { read($0) }
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
            return (a.file, a.line, left.offset) < (b.file, b.line, right.offset)
        }?.element
    }

    public var testCount: Int { started.count }

    /// How many different tests recorded an issue.
    public var failingTestCount: Int { Set(issues.map(\.testID)).count }

    private mutating func read(_ event: TestEventStream.Event) {
        let testID = event.testID ?? ""
        switch event.kind {
        case "testStarted":
            if testID.contains("/") { started.append(testID) }
        case "testEnded":
            ended.insert(testID)
        case "issueRecorded":
            guard let issue = event.issue, !issue.isKnown else { return }
            issues.append(
                Issue(
                    testID: testID,
                    message: event.messages.first ?? "An issue was recorded.",
                    details: Array(event.messages.dropFirst()),
                    file: issue.file,
                    line: issue.line
                )
            )
        case "runEnded":
            runEnded = true
        default:
            break
        }
    }
}
