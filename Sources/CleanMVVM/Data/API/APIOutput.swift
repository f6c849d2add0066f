/// The readable answer of an endpoint: decoded from JSON, where a field the app uses that is missing, `null` or of
/// the wrong type fails the decoding, and then checked by `isReadable` for what decoding cannot see.
protocol APIOutput: Decodable {
    /// `false` when the answer, although well formed, is not one the app can use.
    var isReadable: Bool { get }
}

extension APIOutput {
    var isReadable: Bool { true }
}
