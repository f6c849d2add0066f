import Testing
import WorkbookShell

/// `TextWrap`'s verbatim mode: text shown as it is written (a name, a signature, `side-by-side`'s places), wrapped
/// to the width without losing a space or a character.
@Suite("Verbatim text wraps to the width as it is written: its spaces kept, a long word broken, nothing cut")
struct TextWrapTests {
    @Test("Verbatim text keeps its runs of spaces, and breaks only where a single space stands")
    func keepsRunsOfSpaces() {
        #expect(TextWrap.lines("let  x = 1", width: 20, mode: .verbatim) == ["let  x = 1"])
        #expect(TextWrap.lines("let  x = 1", width: 20) == ["let x = 1"], "prose reads a run as one space")
        #expect(TextWrap.lines("a  b c", width: 4, mode: .verbatim) == ["a  b", "c"])
        #expect(TextWrap.lines("", width: 10, prefix: "x ", mode: .verbatim) == ["x "])
    }

    @Test("A verbatim word longer than the width is broken where the room ends, each piece after the indent")
    func breaksALongWord() {
        let lines = TextWrap.lines(
            "ReservationsViewController.reserveTapped now", width: 16, prefix: "  :12 ", indent: "      ",
            mode: .verbatim)
        #expect(lines == ["  :12 Reservatio", "      nsViewCont", "      roller.res", "      erveTapped", "      now"])
        #expect(lines.allSatisfy { $0.count <= 16 })
        #expect(TextWrap.lines("ReservationsViewController", width: 10) == ["ReservationsViewController"])
    }

    @Test("Verbatim lines pass no width and lose no character, whatever the width")
    func losesNothing() {
        let text = "Router.action(url:)  Sources/UBER/BusinessLayer/Router.swift:12 lines 3–7, 12, 15–16"
        for width in [8, 13, 21, 40, 80] {
            let lines = TextWrap.lines(text, width: width, mode: .verbatim)
            #expect(lines.allSatisfy { $0.count <= width }, "width \(width)")
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
        }
    }
}
