extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error.
    ///
    ///     source:                 --1--2--#
    ///     catch { _ in just(9) }: --1--2--(9|)
    public func `catch`<Recovery: ObservableConvertibleType>(
        _ handler: @escaping (any Error) throws -> Recovery
    ) -> Observable<Element> where Recovery.Element == Element {
        Observable(guarded: { sink in
            var sourceKey: CompositeDisposable.Key?
            sourceKey = self.subscribe(for: sink) { event in
                guard case .error(let error) = event else {
                    sink.on(event)
                    return
                }
                sink.detach(sourceKey)
                do {
                    try handler(error).subscribe(for: sink, sink.on)
                } catch {
                    sink.onError(error)
                }
            }
        })
    }

    /// On error, sends `element` and completes.
    ///
    ///     source:             --1--2--#
    ///     catchAndReturn(0):  --1--2--(0|)
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }
}
