import Backend
import Foundation
import Testing

@Suite("The fake server: routes and messages")
struct ServerRouteTests {
    @Test("The pros route answers the write-up's four advantages in order")
    func pros() throws {
        let response = try send(Server(), .get, "/ai/pros")

        #expect(response.status == 200)
        #expect(
            response.bodyText
                == #"{"advantages":["Error reduction","Increase work efficiency","Reduced cost of training","No breaks"]}"#
        )
    }

    @Test("The cons route answers the write-up's three disadvantages in order")
    func cons() throws {
        let response = try send(Server(), .get, "/ai/cons")

        #expect(
            try json(response)["disadvantages"] as? [String] == [
                "High cost", "Lesser jobs", "Fear of malicious implementation",
            ])
    }

    @Test("Reservations get confirmation ids from 8347838 upward")
    func confirmationIds() throws {
        let server = Server()

        let first = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)
        let second = try send(server, .post, "/reservations", body: #"{"reservationId":"1"}"#)

        #expect(first.status == 201)
        #expect(first.bodyText == #"{"confirmationId":"8347838"}"#)
        #expect(second.bodyText == #"{"confirmationId":"8347839"}"#)
        #expect(server.reservations == ["82348": "8347838", "1": "8347839"])
    }

    @Test("Reserving an id twice answers 409 Reservation already exists")
    func duplicateReservation() throws {
        let server = Server()
        _ = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        let again = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        #expect(again.status == 409)
        #expect(try json(again)["message"] as? String == "Reservation #82348 already exists")
    }

    @Test("Cancelling answers 200, and cancelling again answers 404 No reservation")
    func cancel() throws {
        let server = Server()
        _ = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        let cancelled = try send(server, .delete, "/reservations/82348")
        let again = try send(server, .delete, "/reservations/82348")

        #expect(cancelled.status == 200)
        #expect(again.status == 404)
        #expect(try json(again)["message"] as? String == "No reservation #82348")
    }

    @Test("An invalid reservation id answers 422", arguments: ["", "abc", "123456789", "12a"])
    func invalidReservationId(_ id: String) throws {
        let response = try send(Server(), .post, "/reservations", body: #"{"reservationId":"\#(id)"}"#)

        #expect(response.status == 422)
        #expect(try json(response)["message"] as? String == "Reservation id must be 1 to 8 digits")
    }

    @Test("A malformed request body answers 400", arguments: ["", "{", #"{"reservation":"1"}"#, "[1]"])
    func malformedBody(_ body: String) throws {
        let response = try send(Server(), .post, "/reservations", body: body)

        #expect(response.status == 400)
        #expect(try json(response)["message"] as? String == "Malformed request body")
    }

    @Test("An unknown route answers 404 naming the request")
    func unknownRoute() throws {
        let response = try send(Server(), .get, "/ai/opinions")

        #expect(response.status == 404)
        #expect(try json(response)["message"] as? String == "No route for GET /ai/opinions")
    }
}
