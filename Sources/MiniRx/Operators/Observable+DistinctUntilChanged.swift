extension ObservableType {
    /// Drops a value when `isEquivalent` says it is the same as the previous one that got through.
    ///
    ///     source:                  --1--1--2--2--1--|
    ///     distinctUntilChanged():  --1-----2-----1--|
    public func distinctUntilChanged(
        _ isEquivalent: @escaping (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            var previous: Element?
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        if let last = previous, try isEquivalent(last, element) { return }
                        previous = element
                        sink.onNext(element)
                    } catch {
                        sink.onError(error)
                    }
                case .error, .completed:
                    sink.on(event)
                }
            }
        })
    }

    /// Drops a value when its key equals the key of the previous one that got through.
    public func distinctUntilChanged<Key: Equatable>(
        by key: @escaping (Element) throws -> Key
    ) -> Observable<Element> {
        distinctUntilChanged { try key($0) == key($1) }
    }
}

extension ObservableType where Element: Equatable {
    /// Drops a value equal to the previous one that got through.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged(==)
    }
}
