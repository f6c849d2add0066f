extension ObservableType {
    /// Drops the first `count` values, then lets everything through.
    ///
    ///     source:    --1--2--3--4--|
    ///     skip(2):   --------3--4--|
    public func skip(_ count: Int) -> Observable<Element> {
        Observable(guarded: { sink in
            var remaining = count
            self.subscribe(for: sink) { event in
                if case .next = event, remaining > 0 {
                    remaining -= 1
                    return
                }
                sink.on(event)
            }
        })
    }
}
