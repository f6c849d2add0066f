extension Observable {
    /// Once every source has sent a value, sends the array of their latest values each time any of them
    /// sends one. Completes when all have completed, or as soon as combining has become impossible (a source
    /// completed without a value, and one sends while all the others have completed); the first error ends it.
    /// With no sources at all, it sends one empty array and completes.
    ///
    ///     a:              --1-----2--------|
    ///     b:              -----x-----y--|
    ///     combineLatest:  -----A--B--C-----|     A = [1,x], B = [2,x], C = [2,y]
    public static func combineLatest<Source: ObservableConvertibleType>(
        _ sources: [Source]
    ) -> Observable<[Element]> where Source.Element == Element {
        Observable<[Element]>(guarded: { sink in
            guard !sources.isEmpty else {
                sink.onNext([])
                return sink.onCompleted()
            }
            var latest = [Element?](repeating: nil, count: sources.count)
            var progress = CombineLatestProgress(sourceCount: sources.count)
            for (index, source) in sources.enumerated() {
                source.subscribe(for: sink) { event in
                    if let value = event.element { latest[index] = value }
                    sink.follow(progress.step(after: event, from: index)) { latest.compactMap { $0 } }
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
            var progress = CombineLatestProgress(sourceCount: 2)
            func combine() throws -> Element? {
                guard let latestFirst, let latestSecond else { return nil }
                return try resultSelector(latestFirst, latestSecond)
            }
            first.subscribe(for: sink) { event in
                if let value = event.element { latestFirst = value }
                sink.follow(progress.step(after: event, from: 0), combine: combine)
            }
            second.subscribe(for: sink) { event in
                if let value = event.element { latestSecond = value }
                sink.follow(progress.step(after: event, from: 1), combine: combine)
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
        Observable(guarded: { sink in
            var latestFirst: First.Element?
            var latestSecond: Second.Element?
            var latestThird: Third.Element?
            var progress = CombineLatestProgress(sourceCount: 3)
            func combine() throws -> Element? {
                guard let latestFirst, let latestSecond, let latestThird else { return nil }
                return try resultSelector(latestFirst, latestSecond, latestThird)
            }
            first.subscribe(for: sink) { event in
                if let value = event.element { latestFirst = value }
                sink.follow(progress.step(after: event, from: 0), combine: combine)
            }
            second.subscribe(for: sink) { event in
                if let value = event.element { latestSecond = value }
                sink.follow(progress.step(after: event, from: 1), combine: combine)
            }
            third.subscribe(for: sink) { event in
                if let value = event.element { latestThird = value }
                sink.follow(progress.step(after: event, from: 2), combine: combine)
            }
        })
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
