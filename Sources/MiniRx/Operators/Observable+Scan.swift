extension ObservableType {
    /// Folds each value into an accumulator and sends every intermediate result.
    ///
    ///     source:                  --1--2--3--|
    ///     scan(0, accumulator: +): --1--3--6--|
    public func scan<State>(
        _ seed: State, accumulator: @escaping (State, Element) throws -> State
    ) -> Observable<State> {
        Observable(guarded: { sink in
            var state = seed
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        state = try accumulator(state, element)
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
