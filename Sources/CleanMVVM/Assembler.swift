// snippet: clean-assembler
/// The composition root's contract: every scene's assembler and the gateways' in one protocol. A navigator holds it
/// to build the next screen.
protocol Assembler: AnyObject, AppAssembler, HomeAssembler, ProsConsAssembler, ReservationsAssembler,
    ProductsAssembler, ProductDetailAssembler, EditProductAssembler, GatewaysAssembler
{}
// end-snippet
