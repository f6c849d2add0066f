import Foundation
import WorkbookShell

/// One run of the spec (and a change's acceptance scenarios) read per app from Swift Testing's event stream:
/// which scenarios ran for each app and which recorded an issue.
///
/// Every scenario takes the app as its first argument (`@Test(arguments: Architecture.allCases)`), so the event
/// stream names the app of each test case; an issue recorded outside any app's test case counts against all of them.
public struct SpecRunReport: Sendable, Equatable {
    /// Scenarios (test cases) that started, by the app's module name; acceptance scenarios apart.
    public var specScenarios: [String: Int] = [:]
    public var acceptanceScenarios: [String: Int] = [:]
    /// Failures by module name: `"<test name>: <message>"`, in the order they arrived.
    public var failures: [String: [String]] = [:]
    /// Failures that belong to no app's test case.
    public var sharedFailures: [String] = []
    /// Whether the run reached its end (a crash never sends `runEnded`).
    public var runEnded = false

    /// Acceptance suites are the types whose name starts with this (`Change02StockAcceptance`).
    public static let acceptancePrefix = "ConformanceTests.Change"

    public init() {}

    /// Reads the event stream (``TestEventStream``); `modules` are the apps' module names.
    public init(eventStream: String, modules: [String]) {
        let stream = TestEventStream(eventStream)
        let names = stream.names
        for event in stream.events {
            let testID = event.testID ?? ""
            let module = event.testCaseArguments.flatMap { Self.module(in: $0, of: modules) }
            switch event.kind {
            case "testCaseStarted":
                guard let module else { continue }
                if testID.hasPrefix(Self.acceptancePrefix) {
                    acceptanceScenarios[module, default: 0] += 1
                } else {
                    specScenarios[module, default: 0] += 1
                }
            case "issueRecorded":
                if event.issue?.isKnown == true { continue }
                let failure = (names[testID] ?? testID) + ": " + (event.messages.first ?? "an issue was recorded")
                if let module {
                    failures[module, default: []].append(failure)
                } else {
                    sharedFailures.append(failure)
                }
            case "runEnded":
                runEnded = true
            default:
                continue
            }
        }
    }

    /// The app a test case's arguments start with: `RHA`, or `RHA, (pros, 202)`.
    static func module(in displayName: String, of modules: [String]) -> String? {
        modules.first { displayName == $0 || displayName.hasPrefix($0 + ", ") }
    }
}
