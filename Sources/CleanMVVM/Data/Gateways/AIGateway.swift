import MiniRx

/// The pros and cons gateway over the server's API.
struct AIGateway: AIGatewayType {
    let api: API

    func getPros() -> Observable<[String]> {
        api.getPros().map(\.advantages)
    }

    func getCons() -> Observable<[String]> {
        api.getCons().map(\.disadvantages)
    }
}
