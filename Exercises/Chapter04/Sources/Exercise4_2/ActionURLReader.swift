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
        // TODO: Exercise 4.2 — refuse every malformed URL with the right RouterError instead of guessing:
        // the scheme, the names, cmd=, @viewId=, and the name=value parameters (percent-decoded).
        let action = url.components(separatedBy: "myapp://").last ?? ""
        let moduleData = action.components(separatedBy: "?")
        let moduleName = moduleData.first ?? ""
        guard moduleData.count > 1 else {
            return .success(.navigation(view: moduleName, params: [:]))
        }
        let commandAndParams = (moduleData.last ?? "").components(separatedBy: "#")
        let command =
            (commandAndParams.first ?? "").replacingOccurrences(of: "cmd=", with: "")
            .components(separatedBy: "@").first ?? ""
        let query = (commandAndParams.last ?? "").components(separatedBy: "@")
        let viewId = (query.last ?? "").replacingOccurrences(of: "viewId=", with: "")
        var params: [String: String] = [:]
        for pair in (query.first ?? "").components(separatedBy: "&") {
            let parts = pair.components(separatedBy: "=")
            params[parts.first ?? ""] = parts.last ?? ""
        }
        return .success(.command(module: moduleName, command: command, params: params, viewId: viewId))
    }
}
