import MiniTCA
import MiniTCATest
import Testing

@testable import Unidirectional

/// The pros-or-cons reducer: one fetch when the screen loads, and the write-up's `Alert` for what went wrong.
@Suite("Pros and cons: one fetch, and the alert each answer calls for")
struct ProsConsFeatureTests {
    @Test("The screen's load fetches its side's list and shows it in order")
    func list() async {
        let asked = LockIsolated<[ProsConsSide]>([])
        let store = TestStore(initialState: ProsConsFeature.State(side: .cons)) {
            ProsConsFeature()
        } withDependencies: {
            $0.prosConsClient.fetch = { side in
                asked.withValue { $0.append(side) }
                return ["High cost", "Lesser jobs"]
            }
        }

        await store.send(.view(.viewLoaded))
        await store.receive(.listResponse(.success(["High cost", "Lesser jobs"]))) {
            $0.items = ["High cost", "Lesser jobs"]
        }
        await store.finish()
        #expect(asked.value == [.cons])
    }

    @Test(
        "An empty list, a refusal and an unreadable answer each show their alert",
        arguments: [
            (Result<[String], APIError>.success([]), "Alert", "No pros found"),
            (.failure(.refused(status: 500, message: nil)), "Alert", "The server answered with status 500."),
            (.failure(.unreadable), "Error", "The server's answer could not be read."),
        ])
    func alerts(_ answer: Result<[String], APIError>, title: String, message: String) async {
        let store = TestStore(initialState: ProsConsFeature.State(side: .pros)) {
            ProsConsFeature()
        } withDependencies: {
            $0.prosConsClient.fetch = { _ in try answer.get() }
        }

        await store.send(.view(.viewLoaded))
        await store.receive(.listResponse(answer)) {
            $0.alert = AlertState(title: title, message: message, buttons: [ButtonState(title: "OK")])
        }
        await store.send(.alert(.dismiss)) { $0.alert = nil }
        await store.finish()
    }
}
