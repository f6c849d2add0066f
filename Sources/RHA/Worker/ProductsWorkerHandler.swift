/// The callback through which a `ProductsWorkerProtocol` delivers its answer: a `U` on success, or a failure.
typealias ProductsWorkerHandler<U> = (ProductsWorkerResult<U>) -> Void
