import MiniRx

/// Timelines written as text, both ways: `"-a-b-|"` parsed into recorded events, and recorded events
/// rendered back into a diagram.
///
/// Each character is one frame (`frame` ticks, 10 by default), counted from `start`:
/// `-` nothing; a letter or digit, the value the `values` dictionary gives it; `|` completion;
/// `#` the error; `(ab)` several events in the same frame. Spaces are ignored.
///
///     Marbles.events("-a-(b|)", values: ["a": 1, "b": 2])
///     // [.next(10, 1), .next(30, 2), .completed(30)]
public enum Marbles {
    /// What can be wrong in a diagram.
    public enum ParseError: Error, Equatable {
        /// A symbol the `values` dictionary does not define.
        case unknownSymbol(Character)
        /// A `(` without `)`, a `)` without `(`, or a group inside a group.
        case unbalancedGroup
    }

    /// The events a diagram describes.
    public static func events<Element>(
        _ diagram: String, values: [Character: Element], error: any Error = TestError("marble error"),
        frame: TestTime = 10, start: TestTime = 0
    ) throws -> [Recorded<Event<Element>>] {
        var events: [Recorded<Event<Element>>] = []
        var position = 0
        var isInGroup = false
        for symbol in diagram where symbol != " " {
            let time = start + position * frame
            switch symbol {
            case "-":
                break
            case "(":
                guard !isInGroup else { throw ParseError.unbalancedGroup }
                isInGroup = true
                continue
            case ")":
                guard isInGroup else { throw ParseError.unbalancedGroup }
                isInGroup = false
            case "|":
                events.append(Recorded(time: time, value: .completed))
            case "#":
                events.append(Recorded(time: time, value: .error(error)))
            default:
                guard let value = values[symbol] else { throw ParseError.unknownSymbol(symbol) }
                events.append(Recorded(time: time, value: .next(value)))
            }
            if !isInGroup { position += 1 }
        }
        guard !isInGroup else { throw ParseError.unbalancedGroup }
        return events
    }

    /// The diagram of `events`: the inverse of `events(_:values:…)`. A value missing from `values`
    /// is drawn as `?`; an event between frames is drawn in the frame before it.
    public static func diagram<Element: Equatable>(
        of events: [Recorded<Event<Element>>], values: [Character: Element],
        frame: TestTime = 10, start: TestTime = 0
    ) -> String {
        guard let last = events.map(\.time).max(), frame > 0 else { return "" }
        let frames = max(0, (last - start) / frame) + 1
        var slots = [[Event<Element>]](repeating: [], count: frames)
        for recorded in events where recorded.time >= start {
            slots[(recorded.time - start) / frame].append(recorded.value)
        }
        return slots.map { slot in
            let symbols = slot.map { event -> String in
                switch event {
                case .next(let element):
                    values.first { $0.value == element }.map { String($0.key) } ?? "?"
                case .error: "#"
                case .completed: "|"
                }
            }
            switch symbols.count {
            case 0: return "-"
            case 1: return symbols[0]
            default: return "(" + symbols.joined() + ")"
            }
        }.joined()
    }
}

extension TestableObserver where Element: Equatable {
    /// What this observer received, as a marble diagram; see `Marbles.diagram(of:values:frame:start:)`.
    public func diagram(values: [Character: Element], frame: TestTime = 10, start: TestTime = 0) -> String {
        Marbles.diagram(of: events, values: values, frame: frame, start: start)
    }
}
