extension ObservableType {
    /// The first `count` values, then completion; the source is disposed as soon as they are through.
    /// A value is counted before it is passed on, so a value that the subscriber sends back into the
    /// source while receiving the last one is not let through.
    ///
    ///     source:    --1--2--3--4--|
    ///     take(2):   --1--2|
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return Observable.empty() }
        return Observable(guarded: { sink in
            var remaining = count
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    sink.onNext(element)
                    if remaining == 0 { sink.onCompleted() }
                case .error, .completed:
                    sink.on(event)
                }
            }
        })
    }

    /// Values while `predicate` holds; completes at the first value that fails it.
    ///
    ///     source:                  --1--2--5--1--|
    ///     take(while: { $0 < 3 }): --1--2--|
    public func take(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable(guarded: { sink in
            self.subscribe(for: sink) { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            sink.onNext(element)
                        } else {
                            sink.onCompleted()
                        }
                    } catch {
                        sink.onError(error)
                    }
                case .error, .completed:
                    sink.on(event)
                }
            }
        })
    }

    // snippet: minirx-take-until
    /// The source's events until `other` sends its first value; then completion, and both are disposed.
    /// If `other` fails, so does the result; if `other` completes without a value, nothing changes.
    ///
    ///     source:             --1--2--3--4--|
    ///     other:              ---------x
    ///     take(until: other): --1--2--3|
    public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
        Observable(guarded: { sink in
            other.subscribe(for: sink) { event in
                switch event {
                case .next: sink.onCompleted()
                case .error(let error): sink.onError(error)
                case .completed: break
                }
            }
            self.subscribe(for: sink, sink.on)
        })
    }
    // end-snippet
}
