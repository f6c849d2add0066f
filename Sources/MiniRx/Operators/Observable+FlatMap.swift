extension ObservableType {
    // snippet: minirx-flatmap
    /// Maps each value to an inner sequence and merges all inner sequences as they run, side by side.
    /// Completes when the source and every inner sequence have completed; any error ends everything.
    ///
    ///     source:      --a---------b------|
    ///     inner(a):      --1----2--|
    ///     inner(b):                  --3--4--|
    ///     flatMap:     ----1----2------3--4--|
    public func flatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable(guarded: { sink in
            var activeInners = 0
            var sourceIsDone = false
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        let inner = try selector(element)
                        activeInners += 1
                        var key: CompositeDisposable.Key?
                        key = inner.subscribe(for: sink) { innerEvent in
                            guard case .completed = innerEvent else { return sink.on(innerEvent) }
                            activeInners -= 1
                            sink.detach(key)
                            if sourceIsDone && activeInners == 0 { sink.onCompleted() }
                        }
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sourceIsDone = true
                    if activeInners == 0 { sink.onCompleted() }
                }
            }
        })
    }
    // end-snippet
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences this sequence sends: `flatMap { $0 }`.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}
