extension ObservableType {
    /// Sends `elements` first, then the source's events.
    ///
    ///     source:            ----1--2--|
    ///     startWith(0):      0---1--2--|
    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable(guarded: { sink in
            for element in elements {
                if sink.isDisposed { return }
                sink.onNext(element)
            }
            self.subscribe(for: sink, sink.on)
        })
    }
}
