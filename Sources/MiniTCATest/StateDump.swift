/// A state as a failing test shows it: one line a field, indented under the value that holds it, each value as short
/// as it reads in the test that states it. A type is named without its module or generic arguments, an optional reads
/// as its value or `nil`, an enum case as `.case` or `.case(payload)`, and a value that fits on a line stays on one:
/// `alert: AlertState(title: "Clear 3 favourites?", …)`, not the thirty lines of `Optional(MiniTCA.ButtonState<…>)`
/// that `dump` prints for it. ``StateDifference`` compares two of these, line by line.
enum StateDump {
    /// Lines longer than this are laid out a field (or an element) a line.
    static let lineWidth = 80

    /// The state's lines: its fields a line each, whatever their width, so a difference names its field.
    static func lines(of value: Any) -> [String] {
        lines(value, lead: "", indent: "", expanded: true)
    }

    /// The value on one line after `lead` if it fits (and need not be `expanded`), else its type on that line and its
    /// fields under it.
    private static func lines(_ value: Any, lead: String, indent: String, expanded: Bool = false) -> [String] {
        let value = unwrapped(value)
        let single = lead + oneLine(value)
        let mirror = Mirror(reflecting: value)
        guard expanded || single.count > lineWidth, !isLeaf(value, mirror) else { return [single] }
        let inner = indent + "  "
        switch mirror.displayStyle {
        case .collection, .set:
            return [lead + "[\(mirror.children.count) elements]"]
                + mirror.children.flatMap { lines($0.value, lead: inner + "- ", indent: inner + "  ") }
        case .dictionary:
            return [lead + "[\(mirror.children.count) entries]"]
                + mirror.children.flatMap { entry -> [String] in
                    let pair = Array(Mirror(reflecting: entry.value).children)
                    guard pair.count == 2 else { return lines(entry.value, lead: inner + "- ", indent: inner + "  ") }
                    return lines(pair[1].value, lead: inner + oneLine(pair[0].value) + ": ", indent: inner)
                }
        case .enum:
            guard let payload = mirror.children.first else { return [single] }
            return [lead + "." + (payload.label ?? "")] + fields(of: payload.value, indent: inner)
        default:
            return [lead + typeName(of: value)] + fields(of: value, indent: inner)
        }
    }

    /// Each field of a value (or each part of an enum case's payload) on lines of its own.
    private static func fields(of value: Any, indent: String) -> [String] {
        let mirror = Mirror(reflecting: value)
        guard !isLeaf(value, mirror) else { return lines(value, lead: indent, indent: indent) }
        return mirror.children.enumerated().flatMap { index, child in
            lines(child.value, lead: indent + label(child.label, index) + ": ", indent: indent)
        }
    }

    /// The value on one line: `[1, 2]`, `.confirmClear`, `ButtonState(title: "Clear", role: .destructive, …)`.
    static func oneLine(_ value: Any) -> String {
        let value = unwrapped(value)
        if value is NilValue { return "nil" }
        let mirror = Mirror(reflecting: value)
        if isLeaf(value, mirror) {
            return mirror.displayStyle == .enum ? "." + String(describing: value) : String(reflecting: value)
        }
        let children = Array(mirror.children)
        switch mirror.displayStyle {
        case .collection, .set:
            return "[" + children.map { oneLine($0.value) }.joined(separator: ", ") + "]"
        case .dictionary:
            guard !children.isEmpty else { return "[:]" }
            return "["
                + children.map { entry in
                    Mirror(reflecting: entry.value).children.map { oneLine($0.value) }.joined(separator: ": ")
                }.joined(separator: ", ") + "]"
        case .enum:
            guard let payload = children.first else { return "." + String(describing: value) }
            let inside =
                Mirror(reflecting: payload.value).displayStyle == .tuple
                ? parts(of: payload.value) : oneLine(payload.value)
            return "." + (payload.label ?? "") + "(" + inside + ")"
        case .tuple:
            return "(" + parts(of: value) + ")"
        default:
            return typeName(of: value) + "(" + parts(of: value) + ")"
        }
    }

    /// `title: "Clear", role: .destructive`: a value's fields on one line, unlabelled ones by their value alone.
    private static func parts(of value: Any) -> String {
        Mirror(reflecting: value).children.enumerated().map { index, child in
            let name = label(child.label, index)
            return (Int(name) == nil ? name + ": " : "") + oneLine(child.value)
        }.joined(separator: ", ")
    }

    /// A field's label; a tuple's unlabelled part by its position.
    private static func label(_ label: String?, _ index: Int) -> String {
        guard let label, !label.hasPrefix(".") else { return String(index) }
        return label
    }

    /// A value with nothing inside to lay out: a number, a string, an enum case without payload, or a value that says
    /// itself (a `Date`, a `URL`).
    private static func isLeaf(_ value: Any, _ mirror: Mirror) -> Bool {
        if mirror.children.isEmpty { return true }
        switch mirror.displayStyle {
        case .collection, .set, .dictionary, .enum, .tuple, .optional: return false
        default: return value is any CustomStringConvertible || value is any CustomDebugStringConvertible
        }
    }

    /// What an optional holds, or ``NilValue`` for `nil`; any other value as it is.
    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first else { return NilValue() }
        return unwrapped(wrapped.value)
    }

    /// `AlertState`, `FavoritesFeature.State`: the type's name without its module or generic arguments.
    static func typeName(of value: Any) -> String {
        var name = ""
        var depth = 0
        for character in String(reflecting: type(of: value)) {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0 {
                name.append(character)
            }
        }
        // The module goes, and so does the `(unknown context at $…)` of a private type.
        let parts = name.split(separator: ".").filter { !$0.hasPrefix("(unknown context") }
        return parts.count > 1 ? parts.dropFirst().joined(separator: ".") : name
    }

    /// An optional without a value.
    private struct NilValue {}
}
