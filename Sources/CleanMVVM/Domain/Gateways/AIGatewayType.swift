import MiniRx

/// Where the pros and cons of AI come from.
protocol AIGatewayType {
    func getPros() -> Observable<[String]>
    func getCons() -> Observable<[String]>
}
