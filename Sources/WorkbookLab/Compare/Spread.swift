/// How far one figure moves between measurements of the same thing: the two authors' patches of one change, or the
/// tour's rounds. A figure is never a point but the range it was seen in, and two apps are ordered on it only when
/// their ranges do not overlap (``SpreadRanking``).
public struct Spread<Value: Comparable & Sendable>: Sendable, Equatable {
    public var lower: Value
    public var upper: Value

    /// The range that holds every one of `values`; `nil` when there are none.
    public init?(_ values: [Value]) {
        guard let lower = values.min(), let upper = values.max() else { return nil }
        self.lower = lower
        self.upper = upper
    }

    /// One value, seen once.
    public init(_ value: Value) {
        lower = value
        upper = value
    }

    /// Whether the two ranges share a value: then neither figure can be called smaller.
    public func overlaps(_ other: Self) -> Bool {
        lower <= other.upper && other.lower <= upper
    }

    /// The range written with `format`: `21–26`, or `21` where both ends agree.
    public func text(_ format: (Value) -> String) -> String {
        lower == upper ? format(lower) : format(lower) + "–" + format(upper)
    }
}

extension Spread where Value == Int {
    /// From the sum of the lower ends to the sum of the upper ends.
    public static func + (left: Self, right: Self) -> Self {
        var sum = left
        sum.lower += right.lower
        sum.upper += right.upper
        return sum
    }
}

extension Spread: CustomStringConvertible where Value == Int {
    /// `21–26`, or `21`.
    public var description: String { text(String.init) }
}
