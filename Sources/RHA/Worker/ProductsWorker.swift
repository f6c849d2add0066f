/// The Products worker: a view model's handle on whichever `ProductsWorkerProtocol` it was given.
///
/// Built once by the composition root around `ProductsApi`, or by a test around a fake, and injected into view models.
public final class ProductsWorker {
    let productsWorkerProtocol: any ProductsWorkerProtocol

    init(productsWorkerProtocol: any ProductsWorkerProtocol) {
        self.productsWorkerProtocol = productsWorkerProtocol
    }
}
