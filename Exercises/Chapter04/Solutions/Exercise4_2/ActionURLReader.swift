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
        // Work on Characters, so that no cut can land inside one.
        let text = Array(url)
        let scheme = Array("myapp://")
        guard text.starts(with: scheme) else { return .failure(.notAnAppURL) }
        let rest = text.dropFirst(scheme.count)
        guard !rest.isEmpty else { return .failure(.missingDestination) }

        guard let question = rest.firstIndex(of: "?") else {
            let name = rest.prefix { $0 != "#" }
            guard isName(name) else { return .failure(.invalidName(String(name))) }
            guard name.endIndex < rest.endIndex else { return .success(.navigation(view: String(name), params: [:])) }
            return parameters(rest[(name.endIndex + 1)...]).map { .navigation(view: String(name), params: $0) }
        }
        let module = rest[..<question]
        guard isName(module) else { return .failure(.invalidName(String(module))) }
        let query = rest[(question + 1)...]
        guard query.starts(with: Array("cmd=")) else { return .failure(.missingCommand) }
        let marker = Array("@viewId=")
        let markerStart = query.indices.last { query[$0...].starts(with: marker) }
        guard let markerStart else { return .failure(.missingViewId) }
        let viewId = query[(markerStart + marker.count)...]
        guard !viewId.isEmpty, viewId.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) })
        else { return .failure(.invalidViewId(String(viewId))) }
        let body = query[(query.startIndex + 4)..<max(query.startIndex + 4, markerStart)]
        let command = body.prefix { $0 != "#" }
        guard !command.isEmpty else { return .failure(.missingCommand) }
        guard isName(command) else { return .failure(.invalidName(String(command))) }
        let (moduleName, commandName, id) = (String(module), String(command), String(viewId))
        guard command.endIndex < body.endIndex else {
            return .success(.command(module: moduleName, command: commandName, params: [:], viewId: id))
        }
        return parameters(body[(command.endIndex + 1)...]).map {
            .command(module: moduleName, command: commandName, params: $0, viewId: id)
        }
    }

    /// `name=value&…`, values percent-decoded; empty, repeated or half-written pairs are refused.
    private static func parameters(_ characters: ArraySlice<Character>) -> Result<[String: String], RouterError> {
        let text = String(characters)
        let refused = RouterError.malformedParameters(text)
        guard !text.isEmpty else { return .failure(refused) }
        var params: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, isName(parts[0]), params[String(parts[0])] == nil,
                !parts[1].contains(where: { "?#@=& ".contains($0) || $0.isNewline }),
                let value = String(parts[1]).removingPercentEncoding
            else { return .failure(refused) }
            params[String(parts[0])] = value
        }
        return .success(params)
    }

    /// ASCII letters, digits and `_`, at least one.
    private static func isName(_ text: some Collection<Character>) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
