import Foundation
import WorkbookRecords
import WorkbookShell

/// Reads the conformance spec's results out of Swift Testing's event stream (``TestEventStream``): each
/// parameterised test is a scenario, and each of its cases names the app it ran against as its first argument.
public enum SpecRun {
    /// The matrix of the stream's scenarios × `apps` (module names).
    public static func record(eventStream: String, apps: [String]) -> SpecRecord {
        let stream = TestEventStream(eventStream)
        let names = stream.names
        var order: [String] = []
        var outcomes: [String: [String: SpecRecord.Outcome]] = [:]
        for event in stream.events {
            guard let testID = event.testID, let arguments = event.testCaseArguments,
                let app = SpecRunReport.module(in: arguments, of: apps)
            else { continue }
            switch event.kind {
            case "testCaseStarted":
                if outcomes[testID] == nil { order.append(testID) }
                outcomes[testID, default: [:]][app] = outcomes[testID]?[app] ?? .passed
            case "issueRecorded":
                let isKnown = event.issue?.isKnown ?? false
                let current = outcomes[testID]?[app] ?? .passed
                outcomes[testID, default: [:]][app] = current == .failed || !isKnown ? .failed : .knownIssue
            default:
                break
            }
        }
        let scenarios = order.map { testID in
            let suiteID = testID.split(separator: "/").first.map(String.init) ?? testID
            return SpecRecord.Scenario(
                suite: names[suiteID] ?? suiteID, name: names[testID] ?? testID,
                outcomes: Dictionary(uniqueKeysWithValues: apps.map { ($0, outcomes[testID]?[$0] ?? .notRun) }))
        }
        return SpecRecord(
            apps: apps,
            scenarios: scenarios.sorted { ($0.suite, $0.name) < ($1.suite, $1.name) })
    }
}
