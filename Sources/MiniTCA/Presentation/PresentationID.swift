/// Who a presented child is, within its parent: where its state lives and which child it is — the type and case of
/// its state, and its `id` if it is `Identifiable`. Its effects are cancelled by it when that changes, and the
/// cancel ids they use are scoped to it.
struct PresentationID: Hashable, @unchecked Sendable {
    let path: [AnyHashable]

    /// The identity of `state`, a child held at `location` (a key path, an element id) by a parent whose own
    /// identity is the current dependencies' navigation path.
    init(of state: Any, at location: AnyHashable) {
        path = DependencyValues.current.navigationPath + [location, Self.identity(of: state)]
    }

    /// The identity of the element `id` of a collection held at `location`.
    init(element id: AnyHashable, at location: AnyHashable) {
        path = DependencyValues.current.navigationPath + [location, id]
    }

    /// The type of `value`, its enum case if it is one, and its id, if it or its case's payload is `Identifiable`.
    private static func identity(of value: Any) -> AnyHashable {
        var parts: [AnyHashable] = [ObjectIdentifier(type(of: value))]
        var identified = value
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            if let payload = mirror.children.first {
                parts.append(payload.label ?? "")
                identified = payload.value
            } else {
                parts.append("\(value)")
            }
        }
        if let identifiable = identified as? any Identifiable {
            parts.append(id(of: identifiable))
        }
        return AnyHashable(parts)
    }

    /// Run `reduce` with this identity as the navigation path, so the cancel ids its effects use are its own.
    func running<Result>(_ reduce: () -> Result) -> Result {
        withDependencies({ $0.navigationPath = path }, operation: reduce)
    }
}

/// A cancel id as an effect uses it: the id the feature wrote, within the presented child that wrote it.
struct ScopedCancelID: Hashable, @unchecked Sendable {
    let navigationPath: [AnyHashable]
    let id: AnyHashable

    init(_ id: AnyHashable) {
        navigationPath = DependencyValues.current.navigationPath
        self.id = id
    }
}

/// The id of an identifiable value, as a hashable of any type.
private func id(of value: some Identifiable) -> AnyHashable {
    AnyHashable(value.id)
}
