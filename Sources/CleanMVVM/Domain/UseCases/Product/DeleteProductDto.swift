/// Which product to delete.
struct DeleteProductDto: Dto, Equatable {
    var id: Int

    var validationResults: [ValidationResult] {
        [id > 0 ? .success(()) : .failure(ValidationError(message: "A product id is greater than 0"))]
    }
}
