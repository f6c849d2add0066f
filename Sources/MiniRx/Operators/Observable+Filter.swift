extension ObservableType {
    /// Lets through the values for which `predicate` is `true`.
    ///
    ///     source:                 --1--2--3--4--|
    ///     filter { $0.isEven }:   -----2-----4--|
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) { sink.onNext(element) }
                    } catch {
                        sink.onError(error)
                    }
                case .error, .completed:
                    sink.on(event)
                }
            }
        })
    }
}
