// snippet: clean-product
/// A product of the catalogue: a plain structure of data, the same in every layer.
struct Product: Equatable, Identifiable {
    var id = 0
    var name = ""
    var price = 0.0
}
// end-snippet
