import Foundation

/// An action URL read into its parts: the two forms of UBER's `ActionURL` (Sources/UBER/Models/ActionURL.swift).
/// This exercise's module cannot import UBER, so it has its own copy, and the parser below is yours to write.
enum ActionURL: Equatable, Sendable {
    case navigation(view: String, params: [String: String])
    case command(module: String, command: String, params: [String: String], viewId: String)
}

/// Why an action URL cannot be read: the cases of UBER's `RouterError` that reading decides.
enum RouterError: Error, Equatable, Sendable {
    /// The text does not start with `myapp://`.
    case notAnAppURL
    /// Nothing follows `myapp://`.
    case missingDestination
    /// A module, command, view or parameter name with characters other than ASCII letters, digits and `_`.
    case invalidName(String)
    /// A module URL without `cmd=<command>`.
    case missingCommand
    /// A command without `@viewId=<id>`: the answer would have nowhere to go.
    case missingViewId
    /// A view id with characters other than ASCII letters, digits, `_`, `-` and `.`.
    case invalidViewId(String)
    /// The `#name=value&…` part cannot be read.
    case malformedParameters(String)
}

/// Reads an action URL the way the write-up's router did: cut the text at `myapp://`, `?`, `#` and `@`, and take
/// whatever pieces come out. It never crashes (`components(separatedBy:)` always returns at least one piece), but it
/// never says no either, so a malformed URL is quietly misrouted: `myapp://featureABC?cmd=reserve@viewId=V` carries
/// `cmd=reserve` as its parameters, and a command without `@viewId` sends its answer to a view named after them.
enum ActionURLReader {
    /// `myapp://<ViewName>[#<params>]` or `myapp://<module>?cmd=<command>[#<params>]@viewId=<id>`, read into its
    /// parts — or the ``RouterError`` saying why it cannot be read.
    static func read(_ url: String) -> Result<ActionURL, RouterError> {
        guard url.hasPrefix("myapp://") else { return .failure(.notAnAppURL) }
        let action = String(url.dropFirst("myapp://".count))
        guard !action.isEmpty else { return .failure(.missingDestination) }
        let moduleData = action.components(separatedBy: "?")
        let moduleName = moduleData.first ?? ""
        guard moduleData.count > 1 else {
            return .success(.navigation(view: moduleName, params: [:]))
        }
        guard let at = action.range(of: "@viewId=", options: .backwards) else { return .failure(.missingViewId) }
        let viewId = String(action[at.upperBound...])
        let commandAndParams = String(action[..<at.lowerBound]).components(separatedBy: "?").last ?? ""
        let parts = commandAndParams.components(separatedBy: "#")
        let command = (parts.first ?? "").replacingOccurrences(of: "cmd=", with: "")
        var params: [String: String] = [:]
        if parts.count > 1 {
            for pair in (parts.last ?? "").components(separatedBy: "&") {
                let nameAndValue = pair.components(separatedBy: "=")
                params[nameAndValue.first ?? ""] = nameAndValue.last?.removingPercentEncoding ?? ""
            }
        }
        return .success(.command(module: moduleName, command: command, params: params, viewId: viewId))
    }
}
