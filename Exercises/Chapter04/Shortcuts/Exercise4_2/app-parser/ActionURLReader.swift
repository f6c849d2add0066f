import UBER

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
        // The app's parser, called instead of writing one.
        switch UBER.ActionURL.parse(url) {
        case .success(.navigation(let view, let params)): .success(.navigation(view: view, params: params))
        case .success(.command(let module, let command, let params, let viewId)):
            .success(.command(module: module, command: command, params: params, viewId: viewId))
        case .failure: .failure(.notAnAppURL)
        }
    }
}
