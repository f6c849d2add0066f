/// A closure a control runs when a person acts on it (UIKit's closure-based target–action).
public final class UIAction {
    /// What tells one action from another, for removal.
    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let identifier: Identifier
    let handler: (UIAction) -> Void

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(title.isEmpty ? "action" : title)
        self.handler = handler
    }
}
