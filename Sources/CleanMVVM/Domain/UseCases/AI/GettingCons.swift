import MiniRx

/// Use case: get the disadvantages of AI.
protocol GettingCons {
    var aiGateway: AIGatewayType { get }
}

extension GettingCons {
    func getCons() -> Observable<[String]> {
        aiGateway.getCons()
    }
}
