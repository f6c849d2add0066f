extension ObservableType {
    /// Maps a value to an inner sequence only when no inner sequence is running; values that arrive
    /// meanwhile are dropped. Good for "ignore taps while the request is in flight".
    ///
    ///     source:         --a--b-----c---|
    ///     inner(a):         --1--2|
    ///     inner(c):                  --3|
    ///     flatMapFirst:   ----1--2-----3-|      (b arrived while inner(a) ran: dropped)
    public func flatMapFirst<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable(guarded: { sink in
            var innerIsActive = false
            var sourceIsDone = false
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    guard !innerIsActive else { return }
                    do {
                        let inner = try selector(element)
                        innerIsActive = true
                        var key: CompositeDisposable.Key?
                        key = inner.subscribe(for: sink) { innerEvent in
                            guard case .completed = innerEvent else { return sink.on(innerEvent) }
                            innerIsActive = false
                            sink.detach(key)
                            if sourceIsDone { sink.onCompleted() }
                        }
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
}
