/// The one rule every ranking the workbook prints follows: two apps are ordered on a figure only when the ranges
/// their figure was seen in do not overlap; otherwise they are tied. A change's cost is the range of its two
/// authors' patches, the tour's time the range of its rounds.
///
/// Apps are taken best first by their range's better end; an app whose range overlaps the span of the group before
/// it joins that group, so every app of a group is certainly worse than every app of the groups before it, and none
/// is called better than another of its own group. A group is written with `≈` between its apps, in catalogue
/// order, and the span its ranges cover: `CleanMVVM ≈ UBER ≈ Unidirectional 21–28, TriggerObserver 40`.
public struct SpreadRanking<Value: Comparable & Sendable>: Sendable {
    /// Which end of the figure is better.
    public enum Order: Sendable {
        /// Fewer is better: lines changed, files touched, time.
        case smallestFirst
        /// More is better: the share of code a test runs.
        case largestFirst
    }

    /// Apps that cannot be told apart, and the span of their ranges.
    public struct Group: Sendable, Equatable {
        public var apps: [String]
        public var span: Spread<Value>
    }

    public let groups: [Group]

    /// `figures` in catalogue order: each app and the range its figure was seen in.
    public init(_ figures: [(app: String, spread: Spread<Value>)], order: Order = .smallestFirst) {
        let catalogue = Dictionary(figures.enumerated().map { ($0.element.app, $0.offset) }) { first, _ in first }
        let sorted = figures.sorted { left, right in
            switch order {
            case .smallestFirst:
                (left.spread.lower, left.spread.upper) < (right.spread.lower, right.spread.upper)
            case .largestFirst:
                (left.spread.upper, left.spread.lower) > (right.spread.upper, right.spread.lower)
            }
        }
        var groups: [Group] = []
        for figure in sorted {
            if var last = groups.last, last.span.overlaps(figure.spread) {
                last.apps.append(figure.app)
                last.span.lower = min(last.span.lower, figure.spread.lower)
                last.span.upper = max(last.span.upper, figure.spread.upper)
                groups[groups.count - 1] = last
            } else {
                groups.append(Group(apps: [figure.app], span: figure.spread))
            }
        }
        for index in groups.indices {
            groups[index].apps.sort { (catalogue[$0] ?? 0) < (catalogue[$1] ?? 0) }
        }
        self.groups = groups
    }

    /// Each group as `A ≈ B 21–28`, best first, separated by commas; each value written with `format`.
    public func text(_ format: (Value) -> String) -> String {
        groups.map { $0.apps.joined(separator: " ≈ ") + " " + $0.span.text(format) }.joined(separator: ", ")
    }
}

extension SpreadRanking where Value == Int {
    /// Each group as `A ≈ B 21–28`, best first.
    public var text: String { text(String.init) }
}
