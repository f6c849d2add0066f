extension ObservableType {
    /// Folds each value into an accumulator changed in place, and sends a copy of it after every value: `scan` for
    /// a state that reads better mutated than rebuilt (an array to append to, a struct with many fields).
    ///
    ///     source:                                   --1--2--3--|
    ///     scan(into: []) { $0.append($1) }:         --a--b--c--|     a = [1], b = [1, 2], c = [1, 2, 3]
    ///
    /// If `accumulator` throws, the sequence fails with that error.
    public func scan<State>(
        into seed: State, accumulator: @escaping (inout State, Element) throws -> Void
    ) -> Observable<State> {
        scan(seed) { state, element in
            var next = state
            try accumulator(&next, element)
            return next
        }
    }
}
