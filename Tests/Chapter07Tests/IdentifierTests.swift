import Foundation
import Testing

@testable import CLE

@Suite("Identifier: typed ids")
struct IdentifierTests {
    @Test("An Identifier is written and read as its bare value")
    func codedAsTheBareValue() throws {
        let id = Product.ID(rawValue: 7)
        #expect(String(decoding: try JSONEncoder().encode(id), as: UTF8.self) == "7")
        #expect(try JSONDecoder().decode(Product.ID.self, from: json("7")) == id)
    }

    @Test("An Identifier of Int refuses an id written as text")
    func refusesTheWrongType() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Product.ID.self, from: json(#""7""#)) }
    }

    @Test("Two ids are equal when their raw values are, and an id is its own id")
    func equality() {
        #expect(Product.ID(rawValue: 3).id == Product.ID(rawValue: 3))
        #expect(Product.ID(rawValue: 3) == Product.ID(rawValue: 3))
        #expect(Product.ID(rawValue: 3) != Product.ID(rawValue: 4))
        #expect(Set([Product.ID(rawValue: 3), Product.ID(rawValue: 3)]).count == 1)
    }
}
