extension ObservableType {
    /// Runs side effects as events pass, without changing them: logging, tracking, navigation.
    /// If a handler throws, the sequence fails with that error.
    ///
    /// `onSubscribe` runs before subscribing to the source, `onSubscribed` right after,
    /// `onDispose` once, when the subscription ends for any reason.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            if let onDispose { sink.attach(Disposables.create(with: onDispose)) }
            onSubscribe?()
            self.subscribe(for: sink) { event in
                do {
                    switch event {
                    case .next(let element):
                        try onNext?(element)
                        sink.onNext(element)
                        try afterNext?(element)
                    case .error(let error):
                        try onError?(error)
                        sink.onError(error)
                    case .completed:
                        try onCompleted?()
                        sink.onCompleted()
                    }
                } catch {
                    sink.onError(error)
                }
            }
            onSubscribed?()
        })
    }
}
