import Foundation

/// Reads the conformance spec's results out of Swift Testing's event stream (JSON Lines, version 0): each
/// parameterised test is a scenario, and each of its cases names the app it ran against as its first argument.
public enum SpecRun {
    /// The matrix of the stream's scenarios × `apps` (module names).
    public static func record(eventStream: String, apps: [String]) -> SpecRecord {
        var names: [String: String] = [:]
        var order: [String] = []
        var outcomes: [String: [String: SpecRecord.Outcome]] = [:]
        for line in eventStream.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let payload = record["payload"] as? [String: Any]
            else { continue }
            if record["kind"] as? String == "test", let id = payload["id"] as? String {
                names[id] = payload["displayName"] as? String ?? payload["name"] as? String ?? id
                continue
            }
            guard record["kind"] as? String == "event", let testID = payload["testID"] as? String,
                let testCase = payload["_testCase"] as? [String: Any],
                let arguments = testCase["displayName"] as? String,
                let app = apps.first(where: { arguments == $0 || arguments.hasPrefix($0 + ", ") })
            else { continue }
            switch payload["kind"] as? String {
            case "testCaseStarted":
                if outcomes[testID] == nil { order.append(testID) }
                outcomes[testID, default: [:]][app] = outcomes[testID]?[app] ?? .passed
            case "issueRecorded":
                let isKnown = (payload["issue"] as? [String: Any])?["isKnown"] as? Bool ?? false
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
