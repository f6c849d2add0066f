import Testing

@testable import CleanMVVM

/// The rules a product's input must pass, kept in the Domain with the input itself.
@Suite("DTOs: input that checks itself")
struct DtoTests {
    @Test(
        "A name is trimmed and must not be empty; a price is digits with at most two decimals, above zero",
        arguments: [
            ("Mouse", "12", []),
            ("  Silent Mouse \n", " 21.5 ", []),
            ("Mouse", "0.01", []),
            ("", "10", ["Name must not be empty"]),
            (" \t\n", "10", ["Name must not be empty"]),
            ("Mouse", "", ["Price must be a positive number"]),
            ("Mouse", "1e3", ["Price must be a positive number"]),
            ("Mouse", "0x1p3", ["Price must be a positive number"]),
            ("Mouse", "0.001", ["Price must be a positive number"]),
            ("Mouse", "-1", ["Price must be a positive number"]),
            ("Mouse", "0.00", ["Price must be a positive number"]),
            ("Mouse", "１２", ["Price must be a positive number"]),
            ("Mouse", String(repeating: "9", count: 400), ["Price must be a positive number"]),
            ("", "abc", ["Name must not be empty", "Price must be a positive number"]),
        ])
    func productRules(name: String, price: String, broken: [String]) {
        let dto = ProductDto(id: 2, name: name, price: price)

        #expect(dto.validationError?.messages ?? [] == broken)
        #expect(dto.isValid == broken.isEmpty)
    }

    @Test("A valid product's name is sent trimmed, and its price as a number")
    func productValues() {
        let dto = ProductDto(id: 2, name: "  Silent Mouse \n", price: " 007.10 ")

        #expect(dto.trimmedName == "Silent Mouse")
        #expect(dto.priceValue == 7.1)
    }

    @Test("The editor starts from a product's price with two decimals")
    func productToDto() {
        #expect(product(2, "Wireless Mouse", 24.9).toDto() == ProductDto(id: 2, name: "Wireless Mouse", price: "24.90"))
    }

    @Test(
        "A reservation id is 1 to 8 ASCII digits",
        arguments: [("82348", true), ("", false), ("123456789", false), ("12 34", false), ("１２３", false)])
    func reservationRule(id: String, isValid: Bool) {
        #expect(ReservationDto(reservationId: id).isValid == isValid)
        #expect(
            ReservationDto(reservationId: id).validationError?.message
                == (isValid ? nil : "Reservation id must be 1 to 8 digits"))
    }

    @Test("A product to delete has an id above zero; any page can be asked for")
    func deleteAndPageRules() {
        #expect(DeleteProductDto(id: 3).isValid)
        #expect(!DeleteProductDto(id: 0).isValid)
        #expect(GetPageDto(page: 99, perPage: 10).isValid)
    }
}
