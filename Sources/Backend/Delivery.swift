/// When the server's answers reach the app.
public enum Delivery: Sendable, Equatable {
    /// The answer arrives before `send` returns: the app never waits.
    case immediate
    /// Answers wait in ``Server/heldResponses`` until the test delivers them, so a test can see the app mid-request.
    case held
}
