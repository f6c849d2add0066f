import CLE
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise7_1

@Suite("Exercise 7.1 — A screen's logic without a mock")
struct ReservationCommandsTests {
    let file = "Exercise7_1/ReservationCommands.swift"
    let refusal = ReservationCommand.refuse(
        AlertMessage(title: "Error", message: "Reservation id must be 1 to 8 digits"))

    @Test("A valid id asks to reserve or cancel that id, as typed")
    func validIds() {
        #expect(
            ReservationCommands.command(for: .reserve, typed: "82348") == .reserve("82348"),
            "Reserve with 82348 typed asks to reserve 82348 — in \(file)")
        #expect(
            ReservationCommands.command(for: .cancel, typed: "00000001") == .cancel("00000001"),
            "Cancel asks to cancel the id typed, not to reserve it — in \(file)")
    }

    @Test(
        "Anything but 1 to 8 ASCII digits asks for the alert, on either button",
        arguments: ["", "abc", "123456789", "12 34", "１２３", "-1"])
    func invalidIds(typed: String) {
        for button in [ReservationButton.reserve, .cancel] {
            #expect(
                ReservationCommands.command(for: button, typed: typed) == refusal,
                "\"\(typed)\" is not a reservation id: answer .refuse(…) with the spec's message — in \(file)")
        }
    }

    @Test("Each tap asks for its command, with the text in the field at the moment of the tap")
    func commandsOverTime() {
        let scheduler = TestScheduler()
        let typed = scheduler.createHotObservable([.next(205, "82348"), .next(225, "x"), .next(235, "7")])
        let reserveTaps = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
        let cancelTaps = scheduler.createHotObservable([.next(220, ()), .next(240, ())])

        let observer = scheduler.start {
            ReservationCommands.commands(
                reserveTaps: reserveTaps.asObservable(), cancelTaps: cancelTaps.asObservable(),
                typedId: typed.asObservable())
        }

        #expect(
            observer.events == [
                .next(210, .reserve("82348")), .next(220, .cancel("82348")), .next(230, refusal),
                .next(240, .cancel("7")),
            ],
            "Merge both buttons' taps, sample the latest text with withLatestFrom, and map through command — in \(file)"
        )
    }
}
