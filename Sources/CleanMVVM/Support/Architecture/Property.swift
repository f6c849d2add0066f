import MiniRx

// snippet: clean-property
/// One value of a view model's `Output`: read it as a plain value (`output.productList`), or as a `Driver` of its
/// values (`output.$productList.asDriver()`); write it only by driving a `Driver` into it (`drive(output.$isLoading)`).
///
/// Copies share one value, so the `Output` a view model returns and the one it drives are the same. Unlike the
/// original, whose `$name` is the `BehaviorRelay` itself, the projected value here has no `accept`: the one way to
/// write an output is `drive(_:)`. That function is public, so a view holding `$name` could drive it too; what is
/// gone is setting a value in passing.
@propertyWrapper
public struct Property<Value> {
    private let relay: BehaviorRelay<Value>

    public init(wrappedValue: Value) {
        relay = BehaviorRelay(value: wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        relay.value
    }

    /// The property itself: something to read as a `Driver`, or to drive.
    public var projectedValue: Property<Value> {
        self
    }

    /// The current value at once, then every new one.
    public func asDriver() -> Driver<Value> {
        relay.asDriver()
    }

    /// Makes `value` the current value; only the `drive` below may.
    fileprivate func accept(_ value: Value) {
        relay.accept(value)
    }
}
// end-snippet

extension Driver {
    /// Makes each value the current value of each of `properties`: how a view model fills its `Output`.
    public func drive(_ properties: Property<Element>...) -> any Disposable {
        drive(onNext: { value in
            for property in properties { property.accept(value) }
        })
    }

    /// Makes each value the current value of each of `properties` that hold optionals.
    public func drive(_ properties: Property<Element?>...) -> any Disposable {
        drive(onNext: { value in
            for property in properties { property.accept(value) }
        })
    }
}
