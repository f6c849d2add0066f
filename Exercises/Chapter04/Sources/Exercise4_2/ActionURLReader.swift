import Foundation
import UBER

/// Reads an action URL the way the write-up's router did: cut the text at `myapp://`, `?`, `#` and `@`, and take
/// whatever pieces come out. The force unwraps are gone, so it never crashes — but it never says no either: any text
/// at all becomes some URL.
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
