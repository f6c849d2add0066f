extension Observable {
    /// Ties a resource's life to a subscription: `resourceFactory` makes it when someone subscribes,
    /// `observableFactory` builds the sequence from it, and the resource is disposed when that
    /// subscription ends (by completion, error or disposal). `ActivityIndicator`-style trackers use it.
    ///
    ///     subscribe ─ resource created ─ --1--2--| ─ resource disposed
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable(guarded: { sink in
            do {
                let resource = try resourceFactory()
                sink.attach(resource)
                try observableFactory(resource).subscribe(for: sink, sink.on)
            } catch {
                sink.onError(error)
            }
        })
    }
}
