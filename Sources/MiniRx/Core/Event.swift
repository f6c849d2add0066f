/// One thing an observable can say: a value, a failure, or that it is finished.
///
/// A sequence is any number of `next` events followed by at most one terminal event
/// (`error` or `completed`). Nothing is ever delivered after a terminal event.
///
///     --1--2--3--|     three values, then completed
///     --1--2--#        two values, then an error
public enum Event<Element> {
    /// A value.
    case next(Element)
    /// The sequence failed; no more events follow.
    case error(any Error)
    /// The sequence finished; no more events follow.
    case completed

    /// The value of a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `error` and `completed`: the events after which a sequence says nothing more.
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The same event with its value transformed; terminal events pass through unchanged.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do {
                return .next(try transform(element))
            } catch {
                return .error(error)
            }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomStringConvertible {
    public var description: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal payloads.
    /// Errors compare with `==` when their type is `Equatable`, otherwise by their description.
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): left == right
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

/// Compares two errors: by `==` when the first one's type is `Equatable`, else by type and description.
func errorsAreEqual(_ left: any Error, _ right: any Error) -> Bool {
    if let equatable = left as? any Equatable {
        return isEqual(equatable, to: right)
    }
    return type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
}

private func isEqual<Value: Equatable>(_ value: Value, to other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    return value == other
}
