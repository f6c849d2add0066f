import MiniRx

/// A value stamped with the virtual time at which it happened: what a `TestableObserver` records
/// and what a test observable is made of.
public struct Recorded<Value> {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A value recorded at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomStringConvertible {
    public var description: String {
        if let event = value as? any EventDescribing {
            return "\(event.eventName)(\(time)\(event.payload.map { ", \($0)" } ?? ""))"
        }
        return "\(value) @ \(time)"
    }
}

extension Recorded {
    // snippet: minirx-recorded-helpers
    /// `.next(210, "a")`: the value `"a"` at time 210.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// `.completed(300)`: the end of the sequence at time 300.
    public static func completed<Element>(
        _ time: TestTime, _ type: Element.Type = Element.self
    )
        -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// `.error(300, TestError())`: a failure at time 300.
    public static func error<Element>(
        _ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self
    )
        -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }
    // end-snippet
}

/// Lets `Recorded` print events as `next(210, a)`, the way tests write them.
protocol EventDescribing {
    var eventName: String { get }
    var payload: String? { get }
}

extension Event: EventDescribing {
    var eventName: String {
        switch self {
        case .next: "next"
        case .error: "error"
        case .completed: "completed"
        }
    }

    var payload: String? {
        switch self {
        case .next(let element): String(describing: element)
        case .error(let error): String(describing: error)
        case .completed: nil
        }
    }
}
