extension ObservableType {
    /// Folds each value into an accumulator changed in place, and sends a copy of it after every value: `scan`
    /// for a state that is cheaper to mutate than to rebuild (an array, a struct with many fields).
    ///
    ///     source:                                   --1--2--3--|
    ///     scan(into: []) { $0.append($1) }:         --a--b--c--|     a = [1], b = [1, 2], c = [1, 2, 3]
    ///
    /// If `accumulator` throws, the sequence fails with that error.
    public func scan<State>(
        into seed: State, accumulator: @escaping (inout State, Element) throws -> Void
    ) -> Observable<State> {
        Observable(guarded: { sink in
            var state = seed
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&state, element)
                        sink.onNext(state)
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
