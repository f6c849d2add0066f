extension ObservableType {
    // snippet: minirx-flatmaplatest
    /// Maps each value to an inner sequence and follows only the latest one: a new value disposes
    /// the previous inner sequence before subscribing to the next. Completes when the source and
    /// the current inner sequence have completed.
    ///
    ///     source:          --a-----b-----------|
    ///     inner(a):          --1-----2         (disposed at b: 2 never arrives)
    ///     inner(b):                --3--4--|
    ///     flatMapLatest:   ----1-----3--4------|
    public func flatMapLatest<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable(guarded: { sink in
            var latest = 0
            var currentKey: CompositeDisposable.Key?
            var innerIsActive = false
            var sourceIsDone = false
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    sink.detach(currentKey)
                    currentKey = nil
                    latest += 1
                    let number = latest
                    do {
                        let inner = try selector(element)
                        innerIsActive = true
                        var key: CompositeDisposable.Key?
                        key = inner.subscribe(for: sink) { innerEvent in
                            guard number == latest else { return }
                            guard case .completed = innerEvent else { return sink.on(innerEvent) }
                            innerIsActive = false
                            sink.detach(key)
                            if sourceIsDone { sink.onCompleted() }
                        }
                        // A newer value may have arrived while this inner sequence was being subscribed.
                        if number == latest && innerIsActive { currentKey = key } else { sink.detach(key) }
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sourceIsDone = true
                    if !innerIsActive { sink.onCompleted() }
                }
            }
        })
    }
    // end-snippet
}
