extension ObservableType {
    // snippet: minirx-map
    /// Transforms each value; if `transform` throws, the sequence fails with that error.
    ///
    ///     source:            --1--2--3--|
    ///     map { $0 * 10 }:   --10-20-30-|
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        sink.onNext(try transform(element))
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        })
    }
    // end-snippet

    /// Transforms each value and drops the `nil` results.
    ///
    ///     source:                      --"1"--"x"--"3"--|
    ///     compactMap { Int($0) }:      --1----------3---|
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) { sink.onNext(result) }
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        })
    }
}
