/// Why a gateway brought back nothing the app can use: the server refused the request, or its answer could not be
/// read. Gateways in the Data layer fail with these; scenes decide how to word them.
enum GatewayError: Error, Equatable {
    /// A status outside 2xx, with the server's own message when it has visible characters.
    case refused(status: Int, message: String?)
    /// A 2xx answer without the data the request needs.
    case unreadable
}
