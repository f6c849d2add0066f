import Foundation

/// An action, to be written as a URL: the two forms of UBER's `ActionURL` (Sources/UBER/Models/ActionURL.swift).
/// This exercise's module cannot import UBER, so it has its own copy, and the writer below is yours.
enum ActionURL: Equatable, Sendable {
    case navigation(view: String, params: [String: String])
    case command(module: String, command: String, params: [String: String], viewId: String)
}

/// Why an action cannot be written as a URL the router would read back: the cases of UBER's `RouterError` a
/// writer can know about.
enum RouterError: Error, Equatable, Sendable {
    /// A module, command, view or parameter name with characters other than ASCII letters, digits and `_`.
    case invalidName(String)
    /// A view id with characters other than ASCII letters, digits, `_`, `-` and `.`.
    case invalidViewId(String)
}

/// Writes actions as the views send them, for the router to read: chapter 4's parser reads a URL by its grammar
/// and refuses what does not follow it; this is the other side of the same grammar.
enum ActionURLWriter {
    /// `myapp://<ViewName>[#<params>]` or `myapp://<module>?cmd=<command>[#<params>]@viewId=<id>`, parameters in
    /// name order, `#` only when there are parameters — each value written so that the router reads it back exactly
    /// as it was, whatever a person typed into it. An action no URL can carry (a name or view id the grammar does
    /// not allow) is refused with the ``RouterError`` that says why: the name, the command, then each parameter name
    /// in order, then the view id.
    static func write(_ action: ActionURL) -> Result<String, RouterError> {
        // TODO: Exercise 4.2 — as the write-up's views did, this pastes the pieces together: a value with `@`, `#`,
        // `&` or `=` in it cuts the URL in the wrong place, a command without parameters gets a `#` all the same,
        // and a name with a space is written as if it were fine.
        switch action {
        case .navigation(let view, let params):
            return .success("myapp://\(view)" + (params.isEmpty ? "" : "#" + pairs(params)))
        case .command(let module, let command, let params, let viewId):
            return .success("myapp://\(module)?cmd=\(command)#\(pairs(params))@viewId=\(viewId)")
        }
    }

    private static func pairs(_ params: [String: String]) -> String {
        params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }
}
