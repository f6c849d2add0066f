extension Observable {
    /// Once every source has sent a value, sends the array of their latest values each time any of them
    /// sends one. Completes when all have completed; the first error ends it.
    ///
    ///     a:              --1-----2--------|
    ///     b:              -----x-----y--|
    ///     combineLatest:  -----A--B--C-----|     A = [1,x], B = [2,x], C = [2,y]
    public static func combineLatest<Source: ObservableConvertibleType>(
        _ sources: [Source]
    ) -> Observable<[Element]> where Source.Element == Element {
        Observable<[Element]>(guarded: { sink in
            var latest = [Element?](repeating: nil, count: sources.count)
            var valuesMissing = sources.count
            var running = sources.count
            guard running > 0 else { return sink.onCompleted() }
            for (index, source) in sources.enumerated() {
                source.subscribe(for: sink) { event in
                    switch event {
                    case .next(let element):
                        if latest[index] == nil { valuesMissing -= 1 }
                        latest[index] = element
                        if valuesMissing == 0 { sink.onNext(latest.compactMap { $0 }) }
                    case .error(let error):
                        sink.onError(error)
                    case .completed:
                        running -= 1
                        if running == 0 { sink.onCompleted() }
                    }
                }
            }
        })
    }

    /// `combineLatest` of two sequences of different types, combined by `resultSelector`.
    public static func combineLatest<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second,
        resultSelector: @escaping (First.Element, Second.Element) throws -> Element
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            var latestFirst: First.Element?
            var latestSecond: Second.Element?
            var running = 2
            func emit() {
                guard let latestFirst, let latestSecond else { return }
                do {
                    sink.onNext(try resultSelector(latestFirst, latestSecond))
                } catch {
                    sink.onError(error)
                }
            }
            func finish(_ event: Event<some Any>) {
                switch event {
                case .next: break
                case .error(let error): sink.onError(error)
                case .completed:
                    running -= 1
                    if running == 0 { sink.onCompleted() }
                }
            }
            first.subscribe(for: sink) { event in
                if case .next(let element) = event {
                    latestFirst = element
                    emit()
                } else {
                    finish(event)
                }
            }
            second.subscribe(for: sink) { event in
                if case .next(let element) = event {
                    latestSecond = element
                    emit()
                } else {
                    finish(event)
                }
            }
        })
    }

    /// `combineLatest` of three sequences of different types, combined by `resultSelector`.
    public static func combineLatest<
        First: ObservableConvertibleType, Second: ObservableConvertibleType, Third: ObservableConvertibleType
    >(
        _ first: First, _ second: Second, _ third: Third,
        resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element
    ) -> Observable<Element> {
        Observable<(First.Element, Second.Element)>
            .combineLatest(first, second) { ($0, $1) }
            .withCombined(third, resultSelector: resultSelector)
    }
}

extension ObservableType {
    fileprivate func withCombined<Third: ObservableConvertibleType, First, Second, Result>(
        _ third: Third, resultSelector: @escaping (First, Second, Third.Element) throws -> Result
    ) -> Observable<Result> where Element == (First, Second) {
        Observable<Result>.combineLatest(self, third) { pair, last in try resultSelector(pair.0, pair.1, last) }
    }
}

/// Tuple forms, as RxSwift writes them: `Observable.combineLatest(a, b)` sends `(A, B)`.
extension Observable {
    /// `combineLatest` of two sequences, as pairs.
    public static func combineLatest<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
        _ first: First, _ second: Second
    ) -> Observable<(First.Element, Second.Element)> where Element == (First.Element, Second.Element) {
        combineLatest(first, second) { ($0, $1) }
    }

    /// `combineLatest` of three sequences, as triples.
    public static func combineLatest<
        First: ObservableConvertibleType, Second: ObservableConvertibleType, Third: ObservableConvertibleType
    >(
        _ first: First, _ second: Second, _ third: Third
    ) -> Observable<(First.Element, Second.Element, Third.Element)>
    where Element == (First.Element, Second.Element, Third.Element) {
        combineLatest(first, second, third) { ($0, $1, $2) }
    }
}
