import Foundation

/// Finds the test doubles a chapter's tests declare: the types that stand in for one of the app's own.
///
/// The rule, simple enough to check by hand: a test double is a `class`, `struct`, `enum` or `actor` declared in the
/// test target whose inheritance clause names a type declared in the app's sources — it conforms to one of the app's
/// protocols or subclasses one of its classes — leaving out the test suites themselves (types whose names end in
/// `Tests`, which chapter 6's use-case tests make conform to the use case they test). Mocks, stubs, fakes and spies
/// all count, whatever they are called.
public enum TestDoubleCounter {
    /// One test double: its name, the app types it adopts, and the file it is declared in.
    public struct TestDouble: Equatable, Sendable {
        public var name: String
        public var adopts: [String]
        public var file: String

        public init(name: String, adopts: [String], file: String) {
            self.name = name
            self.adopts = adopts
            self.file = file
        }
    }

    /// The test doubles declared in `tests` (file name and text) that adopt a type declared in `app` (texts).
    public static func doubles(app: [String], tests: [(file: String, text: String)]) -> [TestDouble] {
        let appTypes = Set(app.flatMap { typesDeclared(in: code($0)) })
        let declaration = /(?:class|struct|enum|actor)\s+([A-Z][A-Za-z0-9_]*)(?:<[^>{]*>)?\s*:\s*([^{]+)\{/
        return tests.flatMap { test in
            code(test.text).matches(of: declaration).compactMap { match -> TestDouble? in
                let name = String(match.output.1)
                let adopted = identifiers(in: String(match.output.2)).filter(appTypes.contains)
                guard !name.hasSuffix("Tests"), !adopted.isEmpty else { return nil }
                return TestDouble(name: name, adopts: adopted, file: test.file)
            }
        }
    }

    /// The names of the types a piece of code declares, nested ones included.
    private static func typesDeclared(in code: String) -> [String] {
        code.matches(of: /(?:^|\s)(?:class|struct|enum|protocol|actor)\s+([A-Z][A-Za-z0-9_]*)/).map {
            String($0.output.1)
        }
    }

    /// The identifiers of a piece of code, in order, each once.
    private static func identifiers(in code: String) -> [String] {
        var seen: Set<String> = []
        return code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.0) }.filter { seen.insert($0).inserted }
    }

    /// A Swift text without its comments and string literals.
    private static func code(_ text: String) -> String {
        text.replacing(/\/\/[^\n]*/, with: "").replacing(/"[^"\n]*"/, with: "\"\"")
    }
}
