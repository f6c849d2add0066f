import MiniRx

/// What the Pros and Cons screens need from the Domain.
protocol ProsConsUseCaseType {
    func getPros() -> Observable<[String]>
    func getCons() -> Observable<[String]>
}

/// The scene's use case: a facade made of two domain use cases.
struct ProsConsUseCase: ProsConsUseCaseType, GettingPros, GettingCons {
    let aiGateway: AIGatewayType
}
