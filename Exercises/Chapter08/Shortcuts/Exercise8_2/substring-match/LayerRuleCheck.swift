import Foundation

/// One place where a patch breaks a layer rule: the patched file, the line's number in the file after the patch,
/// and the name it should not have used.
struct Violation: Equatable {
    var file: String
    var line: Int
    var name: String
}

/// A layer rule as data: code in the files under `folder` names none of `forbiddenNames`.
struct LayerRule {
    var folder: String
    var forbiddenNames: Set<String>

    /// RHA's rule for its controllers (chapter 2): a controller talks to its view model, never to a service or to
    /// the server itself.
    static let rhaControllers = LayerRule(
        folder: "Sources/RHA/Controllers/",
        forbiddenNames: ["ProsApi", "ConsApi", "ReservationsApi", "ProductsApi", "Server", "Request", "Response"])
}

/// Reads a patch for the lines it adds that break a rule.
enum LayerRuleCheck {
    /// Every added line of a file under `rule.folder` that names a forbidden name — as a whole name: `Server` is in
    /// `Server(` and `: Server`, not in `ServerMessage` — in the order of the patch. Its number is its line in the
    /// patched file: a hunk `@@ -40,6 +45,8 @@` starts at line 45 of the new file, and every line after that which is
    /// not removed (`-`) is the next one.
    static func violations(of rule: LayerRule, in patch: String) -> [Violation] {
        var found: [Violation] = []
        var file: String?
        var lineNumber = 0
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                file = line.range(of: " b/", options: .backwards).map { String(line[$0.upperBound...]) }
            } else if line.hasPrefix("@@") {
                lineNumber = newStart(ofHunk: String(line)) ?? 0
            } else if line.hasPrefix("+++") || line.hasPrefix("---") {
                continue
            } else if line.hasPrefix("+") {
                if let file, file.hasPrefix(rule.folder) {
                    for name in rule.forbiddenNames where line.contains(name) {
                        found.append(Violation(file: file, line: lineNumber, name: name))
                    }
                }
                lineNumber += 1
            } else if !line.hasPrefix("-") {
                lineNumber += 1
            }
        }
        return found
    }

    /// `@@ -40,6 +45,8 @@ …` → 45.
    private static func newStart(ofHunk header: String) -> Int? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        return Int(plus.dropFirst().prefix { $0.isNumber })
    }

    /// The identifiers of a line of Swift, in order: runs of letters, digits and underscores.
    private static func names(in line: Substring) -> [String] {
        line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
