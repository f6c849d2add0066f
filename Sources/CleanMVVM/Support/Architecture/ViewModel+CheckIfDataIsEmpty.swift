import MiniRx

extension ViewModel {
    // snippet: clean-check-if-data-is-empty
    /// Whether to show the empty state: never while loading, and otherwise whether the items are empty. Before the
    /// items first arrive it says nothing at all, so a list whose first page failed claims no emptiness.
    func checkIfDataIsEmpty<T: Collection>(trigger: Driver<Bool>, items: Driver<T>) -> Driver<Bool> {
        Driver.combineLatest(trigger, items) { isLoading, items in !isLoading && items.isEmpty }
            .distinctUntilChanged()
    }
    // end-snippet
}
