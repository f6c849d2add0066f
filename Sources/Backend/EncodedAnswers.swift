import Foundation

/// The bodies the server has encoded so far, each kept with the value it encodes: the spec asks every app for the same
/// pages of the same catalogue, and encoding a page costs more than the rest of the request.
///
/// A value is found again by `==`. The server's values hold no number that equals another without being the same
/// (`0.0` and `-0.0`: a price is positive, and a test's catalogue is written in literals), and a `NaN`, equal to
/// nothing, is encoded every time. The bodies are kept as arrays of bytes, not as `Data`, for the address sanitizer's
/// leak check (see `MadeEdits`).
final class EncodedAnswers {
    static let shared = EncodedAnswers()

    private var bodies: [AnyHashable: [UInt8]] = [:]

    /// `value` as JSON, keys sorted so the bytes are the same on every run.
    func body(of value: some Encodable & Hashable) -> Data {
        let key = AnyHashable(value)
        if let known = bodies[key] { return Data(known) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data()
        bodies[key] = Array(body)
        return body
    }
}
