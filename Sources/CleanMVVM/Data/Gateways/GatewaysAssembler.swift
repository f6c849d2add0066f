/// Builds the gateways: every `resolve()` here is written only for ``DefaultAssembler``, so another assembler (a
/// test's) can hand out others.
protocol GatewaysAssembler {
    func resolve() -> ProductGatewayType
    func resolve() -> AIGatewayType
    func resolve() -> ReservationGatewayType
}

extension GatewaysAssembler where Self: DefaultAssembler {
    func resolve() -> ProductGatewayType {
        ProductGateway(api: api)
    }

    func resolve() -> AIGatewayType {
        AIGateway(api: api)
    }

    func resolve() -> ReservationGatewayType {
        ReservationGateway(api: api)
    }
}
