/// The boundary between the rows' business logic and the outside world. (RHA's `Worker` layer.)
protocol ProductRowsWorker {
    func getProducts(completion: @escaping ([RowProduct]) -> Void)
}
