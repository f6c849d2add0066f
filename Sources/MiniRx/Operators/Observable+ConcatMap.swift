extension ObservableType {
    /// Maps each value to an inner sequence and runs them one after another, in order: a value that
    /// arrives while an inner sequence runs waits in a queue until that one completes.
    ///
    ///     source:      --a--b-----------|
    ///     inner(a):      --1--2|
    ///     inner(b):            --3|          (subscribed only when inner(a) completed)
    ///     concatMap:   ----1--2--3------|
    public func concatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        Observable(guarded: { sink in
            var waiting: [Element] = []
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
                    let element = waiting.removeFirst()
                    do {
                        let inner = try selector(element)
                        innerIsActive = true
                        var key: CompositeDisposable.Key?
                        key = inner.subscribe(for: sink) { innerEvent in
                            guard case .completed = innerEvent else { return sink.on(innerEvent) }
                            innerIsActive = false
                            sink.detach(key)
                            drain()
                        }
                    } catch {
                        sink.onError(error)
                    }
                }
                if !innerIsActive && waiting.isEmpty && sourceIsDone { sink.onCompleted() }
            }

            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    waiting.append(element)
                    drain()
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
