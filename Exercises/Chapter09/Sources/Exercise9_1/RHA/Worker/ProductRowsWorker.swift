/// The boundary between the rows' business logic and the outside world. (RHA's `Worker` layer.)
protocol ProductRowsWorker {
    // TODO: Exercise 9.1 — does request 02 reach this file? Change it only if it must.
    func getProducts(completion: @escaping ([RowProduct]) -> Void)
}
