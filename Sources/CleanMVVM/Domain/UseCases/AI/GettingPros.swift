import MiniRx

/// Use case: get the advantages of AI.
protocol GettingPros {
    var aiGateway: AIGatewayType { get }
}

extension GettingPros {
    func getPros() -> Observable<[String]> {
        aiGateway.getPros()
    }
}
