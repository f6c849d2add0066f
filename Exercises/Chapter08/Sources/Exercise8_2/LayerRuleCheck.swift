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
        // TODO: find the added lines that break the rule. Nothing is found yet.
        []
    }
}
