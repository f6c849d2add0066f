extension ObservableType {
    /// Maps each value to an inner sequence as it arrives, and runs the inner sequences one after another,
    /// in order: one made while another runs waits in a queue until that one completes.
    ///
    ///     source:      --a--b-----------|
    ///     inner(a):      --1--2|
    ///     inner(b):            --3|          (made at b, subscribed only when inner(a) completed)
    ///     concatMap:   ----1--2--3------|
    public func concatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable(guarded: { sink in
            var waiting: [Inner] = []
            var innerIsActive = false
            var sourceIsDone = false
            var isDraining = false

            /// Starts the next waiting inner sequence, if none is running; loops while inner sequences
            /// complete synchronously, instead of recursing.
            func drain() {
                guard !isDraining else { return }
                isDraining = true
                defer { isDraining = false }
                while !innerIsActive, !waiting.isEmpty, !sink.isDisposed {
                    let inner = waiting.removeFirst()
                    innerIsActive = true
                    var key: CompositeDisposable.Key?
                    key = inner.subscribe(for: sink) { innerEvent in
                        guard case .completed = innerEvent else { return sink.on(innerEvent) }
                        innerIsActive = false
                        sink.detach(key)
                        drain()
                    }
                }
                if !innerIsActive && waiting.isEmpty && sourceIsDone { sink.onCompleted() }
            }

            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        waiting.append(try selector(element))
                        drain()
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sourceIsDone = true
                    drain()
                }
            }
        })
    }
}

extension Observable {
    /// The given sequences one after another: each is subscribed when the previous completes.
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable<Observable<Element>>.from(sources).concatMap { $0 }
    }
}
