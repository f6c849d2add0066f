/// Which product to delete.
public struct DeleteProductDto: Dto, Equatable {
    public var id: Int

    public init(id: Int) {
        self.id = id
    }

    public var validationResults: [ValidationResult] {
        [id > 0 ? .success(()) : .failure(ValidationError(message: "A product id is greater than 0"))]
    }
}
