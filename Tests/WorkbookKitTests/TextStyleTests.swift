import Testing
import WorkbookKit
import WorkbookShell

/// When the output is coloured.
@Suite("Colour only on a terminal, never with NO_COLOR")
struct TextStyleTests {
    @Test("A terminal gets colour; a pipe does not; NO_COLOR turns it off")
    func colour() {
        #expect(TextStyle.forTerminal(isTerminal: true, environment: [:]).isEnabled)
        #expect(!TextStyle.forTerminal(isTerminal: false, environment: [:]).isEnabled)
        #expect(!TextStyle.forTerminal(isTerminal: true, environment: ["NO_COLOR": "1"]).isEnabled)
        #expect(TextStyle(isEnabled: false).red("x") == "x")
        #expect(TextStyle(isEnabled: true).red("x") == "\u{1B}[31mx\u{1B}[0m")
    }
}
