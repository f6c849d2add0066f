extension Observable {
    /// Pairs the sources' values by position: the first of each, then the second of each, and so on.
    /// Completes once a completed source has no value left waiting for a partner; the first error ends it.
    ///
    ///     a:     --1--2-----3--|
    ///     b:     -----x--y------z--|
    ///     zip:   -----A--B------(C|)     A = (1,x), B = (2,y), C = (3,z)
    public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second,
        resultSelector: @escaping (First.Element, Second.Element) throws -> Element
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            var firstQueue: [First.Element] = []
            var secondQueue: [Second.Element] = []
            var firstIsDone = false
            var secondIsDone = false
            func emitPairs() {
                while !firstQueue.isEmpty && !secondQueue.isEmpty {
                    let pair = (firstQueue.removeFirst(), secondQueue.removeFirst())
                    do {
                        sink.onNext(try resultSelector(pair.0, pair.1))
                    } catch {
                        sink.onError(error)
                    }
                }
                if (firstIsDone && firstQueue.isEmpty) || (secondIsDone && secondQueue.isEmpty) {
                    sink.onCompleted()
                }
            }
            first.subscribe(for: sink) { event in
                switch event {
                case .next(let element): firstQueue.append(element)
                case .error(let error): return sink.onError(error)
                case .completed: firstIsDone = true
                }
                emitPairs()
            }
            second.subscribe(for: sink) { event in
                switch event {
                case .next(let element): secondQueue.append(element)
                case .error(let error): return sink.onError(error)
                case .completed: secondIsDone = true
                }
                emitPairs()
            }
        })
    }

    /// `zip` of two sequences, as pairs.
    public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second
    ) -> Observable<(First.Element, Second.Element)> where Element == (First.Element, Second.Element) {
        zip(first, second) { ($0, $1) }
    }
}
