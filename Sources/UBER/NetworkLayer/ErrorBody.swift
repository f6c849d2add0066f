/// The body of the server's refusals: `{"message": "…"}`.
struct ErrorBody: Decodable {
    var message: String
}
