extension Observable {
    /// Pairs the sources' values by position: the first of each, then the second of each, and so on.
    /// Completes when both sources have completed, as RxSwift's does: a source that finished with nothing
    /// left to pair does not end it while the other one is still running. The first error ends it.
    ///
    ///     a:     --1--2-----3--|
    ///     b:     -----x--y------z--|
    ///     zip:   -----A--B------C--|     A = (1,x), B = (2,y), C = (3,z)
    public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second,
        resultSelector: @escaping (First.Element, Second.Element) throws -> Element
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            var firstQueue: [First.Element] = []
            var secondQueue: [Second.Element] = []
            var firstIsDone = false
            var secondIsDone = false
            func sendPair() {
                guard !firstQueue.isEmpty && !secondQueue.isEmpty else { return }
                let pair = (firstQueue.removeFirst(), secondQueue.removeFirst())
                do {
                    sink.onNext(try resultSelector(pair.0, pair.1))
                } catch {
                    sink.onError(error)
                }
            }
            first.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    firstQueue.append(element)
                    sendPair()
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    firstIsDone = true
                    if secondIsDone { sink.onCompleted() }
                }
            }
            second.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    secondQueue.append(element)
                    sendPair()
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    secondIsDone = true
                    if firstIsDone { sink.onCompleted() }
                }
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
