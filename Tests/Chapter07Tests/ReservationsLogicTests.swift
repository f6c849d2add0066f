import MiniRx
import MiniRxTest
import Testing

@testable import CLE

@Suite("ReservationsLogic")
struct ReservationsLogicTests {
    let scheduler = TestScheduler()

    @Test(
        "A reservation id is 1 to 8 ASCII digits; anything else is refused with the spec's message",
        arguments: ["", "abc", "123456789", "12 34", "１２３", "-1", "8234a"])
    func invalidIds(typed: String) {
        #expect(
            ReservationsLogic.reservationId(typed: typed)
                == .failure(InvalidInput(message: "Reservation id must be 1 to 8 digits")))
    }

    @Test("A valid id is sent as typed", arguments: ["1", "82348", "00000000"])
    func validIds(typed: String) {
        #expect(ReservationsLogic.reservationId(typed: typed) == .success(typed))
    }

    // snippet: cle-test-reserve-requests
    @Test("Each Reserve tap requests the id typed at that moment; an invalid id requests nothing")
    func reserveRequests() {
        let typed = scheduler.createHotObservable([.next(205, "82348"), .next(215, "x"), .next(225, "11")])
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ()), .next(230, ())])

        let observer = scheduler.start {
            ReservationsLogic.reserveRequests(taps: taps.asObservable(), typedId: typed.asObservable())
                .map(\.request.description)
        }

        #expect(
            observer.events == [
                .next(210, #"POST /reservations {"reservationId":"82348"}"#),
                .next(230, #"POST /reservations {"reservationId":"11"}"#),
            ])
    }
    // end-snippet

    @Test("Each Cancel tap cancels the id typed at that moment; an invalid id cancels nothing")
    func cancelRequests() {
        let typed = scheduler.createHotObservable([.next(205, ""), .next(215, "82348")])
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
        let observer = scheduler.start {
            ReservationsLogic.cancelRequests(taps: taps.asObservable(), typedId: typed.asObservable())
        }
        #expect(observer.events == [.next(220, "82348")])
    }

    @Test("A tap on either button with an invalid id is an Error alert; a valid one is none")
    func refusals() {
        let typed = scheduler.createHotObservable([.next(205, "abc"), .next(225, "1")])
        let reserveTaps = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
        let cancelTaps = scheduler.createHotObservable([.next(220, ())])
        let observer = scheduler.start {
            ReservationsLogic.refusals(
                reserveTaps: reserveTaps.asObservable(), cancelTaps: cancelTaps.asObservable(),
                typedId: typed.asObservable())
        }
        let refusal = AlertMessage(title: "Error", message: "Reservation id must be 1 to 8 digits")
        #expect(observer.events == [.next(210, refusal), .next(220, refusal)])
    }

    @Test("The label says the confirmation id, or the id cancelled as typed")
    func labelTexts() {
        #expect(
            ReservationsLogic.confirmationText(ReservationConfirmation(confirmationId: "8347838"))
                == "Reservation done successfully confirmation id: #8347838")
        #expect(
            ReservationsLogic.cancellationText("82348")
                == "Reservation cancelled successfully for reservation id: #82348")
    }

    @Test("Every failure on Reservations is an Error alert with the API's words")
    func errorAlert() {
        #expect(
            ReservationsLogic.errorAlert(APIError.refused(status: 409, message: "Reservation #82348 already exists"))
                == AlertMessage(title: "Error", message: "Reservation #82348 already exists"))
        #expect(
            ReservationsLogic.errorAlert(APIError.unreadable)
                == AlertMessage(title: "Error", message: "The server's answer could not be read."))
    }
}
