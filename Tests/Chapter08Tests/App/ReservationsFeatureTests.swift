import MiniTCA
import MiniTCATest
import Testing

@testable import Unidirectional

/// The reservations reducer: the id is checked before any request, and each answer is worded here.
@Suite("Reservations: the id checked first, every answer worded by the reducer")
struct ReservationsFeatureTests {
    // snippet: unidirectional-test-reserve
    @Test("Reserve sends the id typed and shows the confirmation id the server handed out")
    func reserve() async {
        let store = TestStore(initialState: ReservationsFeature.State()) {
            ReservationsFeature()
        } withDependencies: {
            $0.reservationsClient.reserve = { id in
                guard id == "82348" else { throw APIError.unreadable }
                return "8347838"
            }
        }

        await store.send(.view(.reservationIdChanged("82348"))) { $0.reservationId = "82348" }
        await store.send(.view(.reserveTapped))
        await store.receive(.reserveResponse(.success("8347838"))) {
            $0.result = "Reservation done successfully confirmation id: #8347838"
        }
        await store.finish()
    }
    // end-snippet

    @Test("Cancel shows the id typed, whatever the server's body says")
    func cancel() async {
        let store = TestStore(initialState: ReservationsFeature.State(reservationId: "82348")) {
            ReservationsFeature()
        } withDependencies: {
            $0.reservationsClient.cancel = { id in id }
        }

        await store.send(.view(.cancelTapped))
        await store.receive(.cancelResponse(.success("82348"))) {
            $0.result = "Reservation cancelled successfully for reservation id: #82348"
        }
        await store.finish()
    }

    @Test(
        "An id that is not 1 to 8 digits is refused on screen and nothing is sent", arguments: ["", "12a", "123456789"])
    func invalidId(_ typed: String) async {
        let store = TestStore(initialState: ReservationsFeature.State(reservationId: typed)) { ReservationsFeature() }

        await store.send(.view(.reserveTapped)) { $0.alert = .invalidInput("Reservation id must be 1 to 8 digits") }
        await store.send(.alert(.dismiss)) { $0.alert = nil }
        await store.send(.view(.cancelTapped)) { $0.alert = .invalidInput("Reservation id must be 1 to 8 digits") }
        await store.finish()
    }

    @Test("A refusal shows the server's message in an Error alert and keeps the result shown")
    func refused() async {
        let store = TestStore(initialState: ReservationsFeature.State(reservationId: "82348", result: "earlier")) {
            ReservationsFeature()
        } withDependencies: {
            $0.reservationsClient.reserve = { _ in
                throw APIError.refused(status: 409, message: "Reservation #82348 already exists")
            }
        }

        await store.send(.view(.reserveTapped))
        await store.receive(
            .reserveResponse(.failure(.refused(status: 409, message: "Reservation #82348 already exists")))
        ) {
            $0.alert = AlertState(
                title: "Error", message: "Reservation #82348 already exists", buttons: [ButtonState(title: "OK")])
        }
        await store.finish()
    }
}
