import CLE
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise7_1

@Suite("Exercise 7.1 — A screen's logic without a mock")
struct PriceFilterCommandsTests {
    let file = "Exercise7_1/PriceFilterCommands.swift"
    let refusal = FilterCommand.refuse(AlertMessage(title: "Error", message: "A price limit is 1 to 9999 dollars"))

    @Test(
        "Apply with a limit typed asks to show the products up to it, spaces around it aside",
        arguments: [("40", 40), ("1", 1), ("9999", 9999), (" 250 ", 250), ("007", 7)])
    func validLimits(typed: String, dollars: Int) {
        #expect(
            PriceFilterCommands.command(for: .apply, typed: typed) == .showUpTo(dollars),
            "Apply with \"\(typed)\" typed asks to show the products up to \(dollars) dollars — in \(file)")
    }

    @Test(
        "Apply with anything but 1 to 9999 dollars in ASCII digits asks for the alert",
        arguments: ["", "  ", "0", "10000", "123456789", "12.5", "4 0", "+5", "-1", "１２３", "forty"])
    func invalidLimits(typed: String) {
        #expect(
            PriceFilterCommands.command(for: .apply, typed: typed) == refusal,
            "\"\(typed)\" is not a price limit: answer .refuse(…) with the filter's message — in \(file)")
    }

    @Test("Clear asks to show every product, whatever is typed", arguments: ["", "40", "forty", "0"])
    func clearShowsAll(typed: String) {
        #expect(
            PriceFilterCommands.command(for: .clear, typed: typed) == .showAll,
            "Clear with \"\(typed)\" typed should show every product: Clear reads no limit, so it refuses nothing — in \(file)"
        )
    }

    @Test("Each tap asks for its command, with the text in the field at the moment of the tap")
    func commandsOverTime() {
        let scheduler = TestScheduler()
        let typed = scheduler.createHotObservable([
            .next(205, "40"), .next(225, "x"), .next(235, "75"), .next(245, "120"),
        ])
        let applyTaps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .next(250, ())])
        let clearTaps = scheduler.createHotObservable([.next(220, ()), .next(240, ())])

        let observer = scheduler.start {
            PriceFilterCommands.commands(
                applyTaps: applyTaps.asObservable(), clearTaps: clearTaps.asObservable(),
                typedLimit: typed.asObservable())
        }

        #expect(
            observer.events == [
                .next(210, .showUpTo(40)), .next(220, .showAll), .next(230, refusal), .next(240, .showAll),
                .next(250, .showUpTo(120)),
            ],
            "Merge both buttons' taps, sample the latest text at each, and map through command — in \(file)")
    }
}
