import ArchitectureRules
import Testing

@Suite("The tokenizer reads names, strings and punctuation, never comments")
struct TokenizerTests {
    private func names(_ text: String) -> [String] {
        SwiftTokenizer.tokens(in: text).compactMap(\.name)
    }

    @Test("Line comments, nested block comments and documentation comments are skipped")
    func comments() {
        let text = """
            /// Uses ProsViewController.
            let a = 1 // ProsViewController
            /* ProsViewController /* nested */ still a comment */ let b = 2
            """
        #expect(names(text) == ["let", "a", "let", "b"])
    }

    @Test("A string is one token of its text, and the code of its interpolations is read")
    func strings() {
        let text = ##"""
            let a = "Server \(Box.value) \"quoted\" Server"
            let b = """
                Server \(Content(status: true))
                """
            let c = #"Server \(Hidden) \#(Shown)"#
            """##
        #expect(
            names(text) == ["let", "a", "Box", "value", "let", "b", "Content", "status", "true", "let", "c", "Shown"])
        let strings = SwiftTokenizer.tokens(in: text).compactMap(\.string)
        #expect(strings.first == #"Server  \"quoted\" Server"#)
        #expect(strings.last == #"Server \(Hidden) "#)
    }

    @Test("Each token knows its line, column and how many braces enclose it")
    func positions() {
        let tokens = SwiftTokenizer.tokens(in: "struct A {\n    func b() { Box() }\n}")
        let box = tokens.first { $0.name == "Box" }
        #expect(box?.line == 2)
        #expect(box?.column == 16)
        #expect(box?.depth == 2)
        #expect(tokens.first { $0.name == "b" }?.depth == 1)
        #expect(tokens.last?.depth == 0)
    }

    @Test("Numbers are not names, and backticked names are names")
    func numbersAndBackticks() {
        #expect(names("let x = 0x1F + 1_000.5e3 + `default`") == ["let", "x", "default"])
    }
}
