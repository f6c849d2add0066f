/// The operators of `Driver`: the same as `Observable`'s, with closures that cannot throw (a `Driver`
/// cannot fail), returning `Driver`s.
extension Driver {
    /// Transforms each value.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Driver<Result> {
        Driver<Result>(nonFailing: source.map(transform))
    }

    /// Transforms each value and drops the `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Driver<Result> {
        Driver<Result>(nonFailing: source.compactMap(transform))
    }

    /// Lets through the values for which `predicate` is `true`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Driver<Element> {
        Driver(nonFailing: source.filter(predicate))
    }

    /// Folds each value into an accumulator and sends every intermediate result.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> Driver<State> {
        Driver<State>(nonFailing: source.scan(seed, accumulator: accumulator))
    }

    /// Sends `elements` first.
    public func startWith(_ elements: Element...) -> Driver<Element> {
        Driver(nonFailing: .concat([.from(elements), source]))
    }

    /// Drops a value when `isEquivalent` says it is the same as the previous one.
    public func distinctUntilChanged(_ isEquivalent: @escaping (Element, Element) -> Bool) -> Driver<Element> {
        Driver(nonFailing: source.distinctUntilChanged(isEquivalent))
    }

    /// Merges the `Driver`s made from each value.
    public func flatMap<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(nonFailing: source.flatMap(selector))
    }

    /// Follows only the `Driver` made from the latest value, disposing the previous one.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(nonFailing: source.flatMapLatest(selector))
    }

    /// Makes a `Driver` from a value only when none is running; values meanwhile are dropped.
    public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(nonFailing: source.flatMapFirst(selector))
    }

    /// Runs the `Driver`s made from each value one after another.
    public func concatMap<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(nonFailing: source.concatMap(selector))
    }

    /// On each value, the latest value of `second` combined with it by `resultSelector`.
    public func withLatestFrom<Second, Result>(
        _ second: Driver<Second>, resultSelector: @escaping (Element, Second) -> Result
    ) -> Driver<Result> {
        Driver<Result>(nonFailing: source.withLatestFrom(second, resultSelector: resultSelector))
    }

    /// On each value, the latest value of `second`.
    public func withLatestFrom<Second>(_ second: Driver<Second>) -> Driver<Second> {
        Driver<Second>(nonFailing: source.withLatestFrom(second))
    }

    /// Side effects as values pass; see `Observable.do`.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Driver<Element> {
        Driver(
            nonFailing: source.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The first `count` values.
    public func take(_ count: Int) -> Driver<Element> {
        Driver(nonFailing: source.take(count))
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> Driver<Element> {
        Driver(nonFailing: source.skip(count))
    }

    /// The values until `other` sends its first value.
    public func take<Other: ObservableConvertibleType>(until other: Other) -> Driver<Element> {
        Driver(nonFailing: source.take(until: other))
    }

    /// Sends a value once `dueTime` passed on `scheduler` without a newer one.
    public func debounce(_ dueTime: Duration, scheduler: some SchedulerType) -> Driver<Element> {
        Driver(nonFailing: source.debounce(dueTime, scheduler: scheduler))
    }

    /// At most one value per `dueTime` window on `scheduler`.
    public func throttle(_ dueTime: Duration, latest: Bool = true, scheduler: some SchedulerType) -> Driver<Element> {
        Driver(nonFailing: source.throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}

extension Driver where Element: Equatable {
    /// Drops a value equal to the previous one.
    public func distinctUntilChanged() -> Driver<Element> {
        Driver(nonFailing: source.distinctUntilChanged())
    }
}
