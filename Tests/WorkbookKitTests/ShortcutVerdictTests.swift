import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner

/// How `verify` judges a shortcut's verdict: it must fail for the reason the shortcut names, and for no other.
@Suite("verify judges each shortcut by the failure it names")
struct ShortcutVerdictTests {
    private let shortcut = Shortcut(name: "half-fix", tries: "a half fix", failsWith: "Cancel kept its own copy")

    private func failure(_ test: String, _ message: String, everyIssue: [String] = []) -> Verdict {
        .failed(TestFailure(test: test, message: message, everyIssue: everyIssue))
    }

    @Test("A shortcut fails as it should when any failure of the run names its reason, not only the first")
    func reasonInAnyIssue() {
        let verdict = failure(
            "Both buttons ask the rule", "Expectation failed",
            everyIssue: ["Both buttons ask the rule Expectation failed Cancel kept its own copy of the rule"])
        #expect(Verification.Row.miss(of: shortcut, verdict) == nil)
    }

    @Test("A shortcut that passes, fails for another reason, crashes or does not compile is a miss")
    func misses() {
        #expect(Verification.Row.miss(of: shortcut, .passed(tests: 3)) == "shortcut \"half-fix\" passes")
        #expect(
            Verification.Row.miss(of: shortcut, failure("Ids are refused", "Expectation failed"))
                == "shortcut \"half-fix\" fails, but not with “Cancel kept its own copy”: it fails “Ids are refused”")
        #expect(
            Verification.Row.miss(of: shortcut, .doesNotCompile(["error: x"]))
                == "shortcut \"half-fix\" does not compile (it should fail a test)")
    }

    @Test("A shortcut that cannot compile by design must not compile")
    func notCompilingByDesign() {
        let refused = Shortcut(name: "one-liner", tries: "calls the app", failsWith: "", doesNotCompile: true)
        #expect(Verification.Row.miss(of: refused, .doesNotCompile(["may not import UBER"])) == nil)
        #expect(
            Verification.Row.miss(of: refused, failure("A test", "Expectation failed"))
                == "shortcut \"one-liner\" should not compile, but it does (failing)")
    }
}
