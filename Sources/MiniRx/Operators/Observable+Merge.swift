extension Observable {
    /// The events of all `sources` interleaved as they happen. Completes when all have completed;
    /// the first error ends it.
    ///
    ///     a:       --1-----3--|
    ///     b:       -----2-----4--|
    ///     merge:   --1--2--3--4--|
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable(guarded: { sink in
            var running = sources.count
            guard running > 0 else { return sink.onCompleted() }
            for source in sources {
                source.subscribe(for: sink) { event in
                    switch event {
                    case .next, .error:
                        sink.on(event)
                    case .completed:
                        running -= 1
                        if running == 0 { sink.onCompleted() }
                    }
                }
            }
        })
    }

    /// The events of all `sources` interleaved as they happen; see `merge(_:)` for an array.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }
}
