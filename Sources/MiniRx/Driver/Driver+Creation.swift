extension Driver {
    /// One value, then completion.
    public static func just(_ element: Element) -> Driver<Element> {
        Driver(nonFailing: .just(element))
    }

    /// The given values in order, then completion.
    public static func of(_ elements: Element...) -> Driver<Element> {
        Driver(nonFailing: .from(elements))
    }

    /// The elements of `sequence` in order, then completion.
    public static func from<Values: Sequence>(_ sequence: Values) -> Driver<Element> where Values.Element == Element {
        Driver(nonFailing: .from(sequence))
    }

    /// Completes at once.
    public static func empty() -> Driver<Element> {
        Driver(nonFailing: .empty())
    }

    /// Never sends anything.
    public static func never() -> Driver<Element> {
        Driver(nonFailing: .never())
    }

    /// A `Driver` made fresh for each subscriber.
    public static func deferred(_ factory: @escaping () -> Driver<Element>) -> Driver<Element> {
        Driver(nonFailing: .deferred { factory().asObservable() })
    }

    /// The values of all `sources` interleaved as they happen.
    public static func merge(_ sources: Driver<Element>...) -> Driver<Element> {
        merge(sources)
    }

    /// The values of all `sources` interleaved as they happen.
    public static func merge(_ sources: [Driver<Element>]) -> Driver<Element> {
        Driver(nonFailing: .merge(sources.map { $0.asObservable() }))
    }

    /// Once each source has a value, their latest values combined by `resultSelector`, on every change.
    public static func combineLatest<First, Second>(
        _ first: Driver<First>, _ second: Driver<Second>,
        resultSelector: @escaping (First, Second) -> Element
    ) -> Driver<Element> {
        Driver(nonFailing: .combineLatest(first, second, resultSelector: resultSelector))
    }

    /// Once each source has a value, their latest values combined by `resultSelector`, on every change.
    public static func combineLatest<First, Second, Third>(
        _ first: Driver<First>, _ second: Driver<Second>, _ third: Driver<Third>,
        resultSelector: @escaping (First, Second, Third) -> Element
    ) -> Driver<Element> {
        Driver(nonFailing: .combineLatest(first, second, third, resultSelector: resultSelector))
    }

    /// Once each source has a value, the pair of their latest values, on every change.
    public static func combineLatest<First, Second>(
        _ first: Driver<First>, _ second: Driver<Second>
    ) -> Driver<(First, Second)> where Element == (First, Second) {
        combineLatest(first, second) { ($0, $1) }
    }

    /// The sources' values paired by position.
    public static func zip<First, Second>(
        _ first: Driver<First>, _ second: Driver<Second>,
        resultSelector: @escaping (First, Second) -> Element
    ) -> Driver<Element> {
        Driver(nonFailing: .zip(first, second, resultSelector: resultSelector))
    }
}
