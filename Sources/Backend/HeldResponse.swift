/// An answer the server has computed but not yet delivered (``Delivery/held``).
public final class HeldResponse {
    public let request: Request
    public let response: Response
    let completion: (Response) -> Void
    /// Set when the app cancelled the request: delivering it then does nothing.
    public internal(set) var isCancelled = false

    init(request: Request, response: Response, completion: @escaping (Response) -> Void) {
        self.request = request
        self.response = response
        self.completion = completion
    }
}
