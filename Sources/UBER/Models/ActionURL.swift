import Foundation

/// A view's request, written as the write-up's custom-scheme URL and read back by the ``Router``.
///
/// Two forms travel through the app:
/// - navigation, `myapp://<ViewName>` (optionally `#<params>`, e.g. `myapp://Product#productId=7`);
/// - a command for a business module, `myapp://<module>?cmd=<command>#<params>@viewId=<id>`, or without
///   `#<params>` when the command needs none (`myapp://featureXYZ?cmd=getData@viewId=Products-3`).
///
/// Parameters are `name=value` pairs joined by `&`; values are percent-encoded (see `actionURLEncoded`), so that
/// whatever a person types cannot break the URL apart.
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
    /// Read `url`, or say precisely why it cannot be read. Never traps, whatever the input.
    public static func parse(_ url: String) -> Result<ActionURL, RouterError> {
        let characters = Array(url)
        let schemeCharacters = Array(scheme)
        guard characters.starts(with: schemeCharacters) else { return .failure(.notAnAppURL) }
        let rest = Array(characters[schemeCharacters.count...])
        guard !rest.isEmpty else { return .failure(.missingDestination) }

        guard let question = rest.firstIndex(of: "?") else {
            // myapp://<ViewName>[#<params>]
            let name = String(rest.prefix { $0 != "#" })
            guard isName(name) else { return .failure(.invalidName(name)) }
            let params = rest.count > name.count ? parameters(rest[(name.count + 1)...]) : .success([:])
            return params.map { .navigation(view: name, params: $0) }
        }
        // myapp://<module>?cmd=<command>[#<params>]@viewId=<id>
        let module = String(rest[..<question])
        guard isName(module) else { return .failure(.invalidName(module)) }
        let query = Array(rest[(question + 1)...])
        guard query.starts(with: Array("cmd=")) else { return .failure(.missingCommand) }
        let marker = Array("@viewId=")
        guard let markerStart = lastIndex(of: marker, in: query) else { return .failure(.missingViewId) }
        let viewId = String(query[(markerStart + marker.count)...])
        guard isViewId(viewId) else { return .failure(.invalidViewId(viewId)) }
        let commandAndParams = query[4..<max(4, markerStart)]
        let command = String(commandAndParams.prefix { $0 != "#" })
        guard !command.isEmpty else { return .failure(.missingCommand) }
        guard isName(command) else { return .failure(.invalidName(command)) }
        let params =
            commandAndParams.count > command.count
            ? parameters(commandAndParams.dropFirst(command.count + 1)) : .success([:])
        return params.map { .command(module: module, command: command, params: $0, viewId: viewId) }
    }
    // end-snippet

    /// `name=value&name=value`, each value percent-decoded. Empty, repeated or half-written pairs are refused.
    private static func parameters(_ text: ArraySlice<Character>) -> Result<[String: String], RouterError> {
        let raw = String(text)
        guard !raw.isEmpty else { return .failure(.malformedParameters(raw)) }
        var params: [String: String] = [:]
        for pair in raw.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, isName(String(parts[0])), params[String(parts[0])] == nil else {
                return .failure(.malformedParameters(raw))
            }
            let encoded = String(parts[1])
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
    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// A view id: ASCII letters, digits, `_`, `-` and `.`.
    private static func isViewId(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }
    }

    private static func lastIndex(of pattern: [Character], in text: [Character]) -> Int? {
        guard text.count >= pattern.count else { return nil }
        return (0...(text.count - pattern.count)).last { text[$0..<($0 + pattern.count)].elementsEqual(pattern) }
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
