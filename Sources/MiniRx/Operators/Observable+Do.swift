extension ObservableType {
    /// Runs side effects as events pass, without changing them: logging, tracking, navigation.
    /// If a handler throws, the sequence fails with that error.
    ///
    /// `onSubscribe` runs before subscribing to the source, `onSubscribed` right after, and `onDispose`
    /// once, when the subscription ends for any reason, after the source has been disposed (and never
    /// before `onSubscribed`, even when the source ends while it is being subscribed).
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
            // Attached after the source, so the sink disposes the source first; if the subscription has
            // already ended, attaching runs `onDispose` now.
            if let onDispose { sink.attach(Disposables.create(with: onDispose)) }
        })
    }
}
