import Backend
import Foundation
import MiniRx
import MiniRxTest
import Testing

@testable import CLE

/// An endpoint that reads its answer as a whole number.
private let number = Endpoint<Int>(request: Request(.get, "/number")) { body in
    guard let value = Int(String(decoding: body, as: UTF8.self)) else { throw APIError.unreadable }
    return value
}

@Suite("API: the effect at the edge, over the Backend")
struct APITests {
    let scheduler = TestScheduler()

    /// An API whose answers come from `answer`, on virtual time: the library's `setSource` seam.
    func api(answering answer: @escaping (Request) -> TestableObservable<Response>) -> API {
        API(source: { answer($0).asObservable() })
    }

    @Test("response reads a 2xx answer with the endpoint, and the API is active while it is in flight")
    func response() {
        let answer = scheduler.createColdObservable([
            .next(30, Response(status: 200, body: json("42"))), .completed(30),
        ])
        let api = api { _ in answer }
        let isActive = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(100) { _ = api.isActive.subscribe(isActive) }

        let observer = scheduler.start { api.response(number) }

        #expect(observer.events == [.next(230, 42), .completed(230)])
        #expect(isActive.events == [.next(100, false), .next(200, true), .next(230, false)])
    }

    @Test(
        "A refusal fails rawResponse with the server's message, or its status when the message is not visible text",
        arguments: [
            (#"{"message":"Down for maintenance","code":"E42"}"#, "Down for maintenance"),
            (#"{"message":" \n"}"#, "The server answered with status 503."),
            (#"{"message":42}"#, "The server answered with status 503."),
            ("Service Unavailable", "The server answered with status 503."),
        ])
    func refused(body: String, message: String) {
        let api = API(source: { _ in .just(Response(status: 503, body: json(body))) })
        let recording = Recording<Int>()
        _ = api.rawResponse(number).subscribe(recording.observer)
        #expect((recording.error as? APIError)?.message == message)
    }

    @Test("An answer the endpoint cannot read is unreadable")
    func unreadable() {
        let api = API(source: { _ in .just(Response(status: 200, body: json("forty-two"))) })
        let recording = Recording<Int>()
        _ = api.rawResponse(number).subscribe(recording.observer)
        #expect(recording.error as? APIError == .unreadable)
    }

    @Test("response and successResponse send the error to the API's error and carry on")
    func routedErrors() {
        let api = API(source: { _ in .just(Response(status: 409, body: json(#"{"message":"Taken"}"#))) })
        let errors = Recording<any Error>()
        _ = api.error.subscribe(errors.observer)
        let response = Recording<Int>()
        let success = Recording<Bool>()
        let value = Recording<Int?>()

        _ = api.response(number).subscribe(response.observer)
        _ = api.successResponse(Endpoint<Void>(request: Request(.delete, "/things/1"))).subscribe(success.observer)
        _ = api.successResponse(number).subscribe(value.observer)

        #expect(response.events.count == 1 && response.isCompleted)
        #expect(success.elements == [false])
        #expect(value.elements == [nil])
        #expect(errors.elements.compactMap { ($0 as? APIError)?.message } == ["Taken", "Taken", "Taken"])
    }

    @Test("An endpoint that needs no body succeeds on any 2xx, whatever it carries")
    func voidEndpoint() {
        let api = API(source: { _ in .just(Response(status: 204, body: json("<html>"))) })
        let recording = Recording<Bool>()
        _ = api.successResponse(Endpoint<Void>(request: Request(.delete, "/things/1"))).subscribe(recording.observer)
        #expect(recording.elements == [true])
    }

    @Test("Disposing a request held by the server cancels it: the late answer reaches no one")
    func disposalCancels() {
        let server = Server()
        server.delivery = .held
        let api = API(server: server)
        let recording = Recording<[String]>()
        let subscription = api.response(.pros).subscribe(recording.observer)

        subscription.dispose()

        #expect(server.deliverAll() == 1)
        #expect(recording.events.isEmpty)
    }

    @Test("setSource sends later requests through another source")
    func setSource() {
        let api = API(source: { _ in .just(Response(status: 200, body: json("1"))) })
        api.setSource { _ in .just(Response(status: 200, body: json("2"))) }
        let recording = Recording<Int>()
        _ = api.response(number).subscribe(recording.observer)
        #expect(recording.elements == [2])
    }
}
