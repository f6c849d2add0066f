import Foundation

/// A view's request, written as the write-up's custom-scheme URL and read back by the ``Router``.
///
/// Two forms travel through the app:
///
///     myapp://<ViewName>[#<params>]                           navigation: myapp://Product#productId=7
///     myapp://<module>?cmd=<command>[#<params>]@viewId=<id>   a command: myapp://featureXYZ?cmd=getData@viewId=P-3
///
/// Names (of views, modules, commands and parameters) are ASCII letters, digits and `_`; a view id may also hold
/// `-` and `.`. Parameters are `name=value` pairs joined by `&`; values are percent-encoded (see
/// `actionURLEncoded`), so that whatever a person types cannot break the URL apart.
public enum ActionURL: Equatable, Sendable {
    case navigation(view: String, params: [String: String])
    case command(module: String, command: String, params: [String: String], viewId: String)

    /// The view a command's answer goes to; `nil` for navigation.
    public var viewId: String? {
        if case .command(_, _, _, let viewId) = self { viewId } else { nil }
    }

    /// The custom scheme every action URL starts with.
    public static let scheme = "myapp://"

    // snippet: uber-router-parse
    /// Read `url` by the grammar of action URLs, or say which part of it is wrong. Never traps, whatever the input.
    public static func parse(_ url: String) -> Result<ActionURL, RouterError> {
        guard url.hasPrefix(scheme) else { return .failure(.notAnAppURL) }
        let destination = url.dropFirst(scheme.count)
        guard !destination.isEmpty else { return .failure(.missingDestination) }
        guard let question = destination.firstIndex(of: "?") else { return navigation(destination) }
        return command(module: destination[..<question], query: destination[question...].dropFirst())
    }

    /// `<ViewName>[#<params>]`
    private static func navigation(_ text: Substring) -> Result<ActionURL, RouterError> {
        let (view, params) = cut(text, at: "#")
        guard isName(view) else { return .failure(.invalidName(String(view))) }
        return parameters(params).map { .navigation(view: String(view), params: $0) }
    }

    /// `<module>`, then `cmd=<command>[#<params>]@viewId=<id>`
    private static func command(module: Substring, query: Substring) -> Result<ActionURL, RouterError> {
        guard isName(module) else { return .failure(.invalidName(String(module))) }
        guard query.hasPrefix("cmd=") else { return .failure(.missingCommand) }
        guard let marker = query.ranges(of: "@viewId=").last else { return .failure(.missingViewId) }
        let viewId = query[marker.upperBound...]
        guard isViewId(viewId) else { return .failure(.invalidViewId(String(viewId))) }
        let (command, params) = cut(query[..<marker.lowerBound].dropFirst("cmd=".count), at: "#")
        guard !command.isEmpty else { return .failure(.missingCommand) }
        guard isName(command) else { return .failure(.invalidName(String(command))) }
        return parameters(params).map {
            .command(module: String(module), command: String(command), params: $0, viewId: String(viewId))
        }
    }
    // end-snippet

    /// `text` cut at its first `separator`: what comes before, and what comes after (`nil` when there is none).
    private static func cut(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[index...].dropFirst())
    }

    /// `name=value&name=value`, each value percent-decoded; no text at all (no `#`) is no parameters. Empty,
    /// repeated or half-written pairs are refused.
    private static func parameters(_ text: Substring?) -> Result<[String: String], RouterError> {
        guard let text else { return .success([:]) }
        let raw = String(text)
        guard !raw.isEmpty else { return .failure(.malformedParameters(raw)) }
        var params: [String: String] = [:]
        for pair in raw.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, isName(parts[0]), params[String(parts[0])] == nil else {
                return .failure(.malformedParameters(raw))
            }
            let encoded = parts[1]
            guard !encoded.contains(where: { "?#@=& ".contains($0) || $0.isNewline }),
                let value = encoded.removingPercentEncoding
            else {
                return .failure(.malformedParameters(raw))
            }
            params[String(parts[0])] = value
        }
        return .success(params)
    }

    /// A module, command, view or parameter name: ASCII letters, digits and `_`.
    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// A view id: ASCII letters, digits, `_`, `-` and `.`.
    private static func isViewId(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
    }
}

extension String {
    /// This text made safe to put in an action URL's parameter value: everything but ASCII letters, digits and
    /// `-._~` is percent-encoded.
    public var actionURLEncoded: String {
        let unreserved = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}

extension Dictionary where Key == String, Value == String {
    /// The parameter `name`, or the router's error saying it is missing.
    func required(_ name: String) throws(RouterError) -> String {
        guard let value = self[name] else { throw RouterError.missingParameter(name) }
        return value
    }

    /// The parameter `name` as a whole number, or the router's error saying it is missing or not a number.
    func requiredInt(_ name: String) throws(RouterError) -> Int {
        guard let value = Int(try required(name)) else {
            throw RouterError.malformedParameters("\(name)=\(self[name] ?? "")")
        }
        return value
    }
}
