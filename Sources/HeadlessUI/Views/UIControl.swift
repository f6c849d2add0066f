/// A view a person acts on; it runs the actions registered for each kind of event.
open class UIControl: UIView {
    /// The kinds of events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let touchUpInside = Event(rawValue: 1 << 0)
        public static let editingChanged = Event(rawValue: 1 << 1)
        public static let valueChanged = Event(rawValue: 1 << 2)
        public static let primaryActionTriggered = Event(rawValue: 1 << 3)
    }

    open var isEnabled = true
    private var actions: [(event: Event, action: UIAction)] = []

    public override init() {
        super.init()
    }

    /// Run `action` whenever the control sends one of `events`.
    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((events, action))
    }

    /// Stop running the action with this identifier.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.action.identifier == identifier && $0.event.isSubset(of: events) }
    }

    /// Run every action registered for any of `event`'s events, once each, in the order they were added.
    public func sendActions(for event: Event) {
        for entry in actions where !entry.event.isDisjoint(with: event) {
            entry.action.handler(entry.action)
        }
    }
}
