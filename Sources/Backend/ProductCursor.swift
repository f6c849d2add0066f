import Foundation

/// Where a v2 product page starts: the id of the last product the page before it served, handed to the client as
/// an opaque `next` and sent back as `after`.
///
/// Version 2 lists the catalogue in order of id, and a page starts at the first product whose id is greater than the
/// cursor's. A product deleted between pages — one listed already, one not yet listed, or the very one the cursor
/// names — neither shifts the next page nor makes it repeat a product: the cursor names a place in the order of ids,
/// not a position in the list. Its text is `product:<id>` in URL-safe base64 without padding (`cHJvZHVjdDoxMA` after
/// product 10): deterministic, so the same page always gives the same `next`, and opaque, so a client sends back what
/// it was given instead of counting. Only text this server could have given is read as a cursor.
struct ProductCursor: Equatable {
    /// The id of the last product served before the page this cursor starts.
    let lastServedId: Int

    init(lastServedId: Int) {
        self.lastServedId = lastServedId
    }

    /// The cursor `text` names, or `nil` when it is not the text of a cursor (empty, not base64, not a product
    /// cursor, or not written the way the server writes one).
    init?(_ text: String) {
        let base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        let padded = base64 + String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: padded), let decoded = String(data: data, encoding: .utf8),
            decoded.hasPrefix(Self.prefix), let id = Int(decoded.dropFirst(Self.prefix.count))
        else { return nil }
        self.init(lastServedId: id)
        guard self.text == text else { return nil }
    }

    /// The text a client receives as `next` and sends back as `after`.
    var text: String {
        Data((Self.prefix + String(lastServedId)).utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    private static let prefix = "product:"
}
