/// What a Products service answers: the value it was asked for (`U`), or why it has none.
enum ProductsWorkerResult<U> {
    case success(U)
    case failure(ProductsWorkerFailure)
}
