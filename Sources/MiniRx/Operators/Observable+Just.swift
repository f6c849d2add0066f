extension Observable {
    /// One value, then completion, at the moment of subscription: `(a|)`.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// The given values in order, then completion, at the moment of subscription: `(abc|)`.
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// The elements of `sequence` in order, then completion: `(abc|)`.
    /// Disposing while the values are being sent stops the rest.
    public static func from<Values: Sequence>(_ sequence: Values) -> Observable<Element>
    where Values.Element == Element {
        Observable(guarded: { sink in
            var iterator = sequence.makeIterator()
            while !sink.isDisposed, let element = iterator.next() {
                sink.onNext(element)
            }
            sink.onCompleted()
        })
    }
}
