import Foundation
import WorkbookRecords
import WorkbookShell

/// One run of the conformance spec, read per app from Swift Testing's event stream (``TestEventStream``): the one
/// reader of that stream for the spec, whether `compare --record spec` keeps the matrix or `changes` judges a
/// request's patches.
///
/// Every scenario takes the app as its first argument (`@Test(arguments: Architecture.allCases)`), so the event
/// stream names the app of each test case; an issue recorded outside any app's test case counts against all of them.
public struct SpecRunReport: Sendable, Equatable {
    /// The apps' module names, in catalogue order.
    public var modules: [String] = []
    /// Scenarios (test cases) that started, by the app's module name; acceptance scenarios apart.
    public var specScenarios: [String: Int] = [:]
    public var acceptanceScenarios: [String: Int] = [:]
    /// Failures by module name: `"<test name>: <message>"`, in the order they arrived.
    public var failures: [String: [String]] = [:]
    /// Failures that belong to no app's test case.
    public var sharedFailures: [String] = []
    /// Whether the run reached its end (a crash never sends `runEnded`).
    public var runEnded = false
    /// Each scenario that ran (a parameterised test), in the order it first started, with how it went for each app.
    public var scenarios: [SpecRecord.Scenario] = []

    /// Acceptance suites are the types whose name starts with this (`Change02StockAcceptance`).
    public static let acceptancePrefix = "ConformanceTests.Change"

    public init(eventStream: String, modules: [String]) {
        self.modules = modules
        let stream = TestEventStream(eventStream)
        let names = stream.names
        var order: [String] = []
        var outcomes: [String: [String: SpecRecord.Outcome]] = [:]
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
                if outcomes[testID] == nil { order.append(testID) }
                outcomes[testID, default: [:]][module] = outcomes[testID]?[module] ?? .passed
            case "issueRecorded":
                let isKnown = event.issue?.isKnown == true
                if let module {
                    let current = outcomes[testID]?[module] ?? .passed
                    outcomes[testID, default: [:]][module] = current == .failed || !isKnown ? .failed : .knownIssue
                }
                if isKnown { continue }
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
        scenarios = order.map { testID in
            let suiteID = testID.split(separator: "/").first.map(String.init) ?? testID
            return SpecRecord.Scenario(
                suite: names[suiteID] ?? suiteID, name: names[testID] ?? testID,
                outcomes: Dictionary(uniqueKeysWithValues: modules.map { ($0, outcomes[testID]?[$0] ?? .notRun) }))
        }
    }

    /// The spec's matrix as `compare --record spec` keeps it: every scenario × every app, sorted by suite and name.
    public var record: SpecRecord {
        SpecRecord(apps: modules, scenarios: scenarios.sorted { ($0.suite, $0.name) < ($1.suite, $1.name) })
    }

    /// The app a test case's arguments start with: `RHA`, or `RHA, (pros, 202)`.
    static func module(in displayName: String, of modules: [String]) -> String? {
        modules.first { displayName == $0 || displayName.hasPrefix($0 + ", ") }
    }
}
