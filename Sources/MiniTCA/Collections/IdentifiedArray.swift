/// An array of identified elements that can also be read and written by id, `rows[id: 7]`: the state of a
/// collection of child features, which ``Reducer/forEach(_:action:element:)`` runs by id. TCA takes it from
/// swift-identified-collections as `IdentifiedArrayOf`.
///
/// Ids are unique: appending an element whose id is already there replaces nothing and is ignored.
nonisolated public struct IdentifiedArrayOf<Element: Identifiable>: RandomAccessCollection {
    private var elements: [Element] = []

    public init() {}

    /// The elements of `elements`, each id once: a later element with an id already taken is left out.
    public init(uniqueElements elements: some Sequence<Element>) {
        for element in elements {
            append(element)
        }
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    public subscript(position: Int) -> Element {
        elements[position]
    }

    /// The ids of the elements, in order.
    public var ids: [Element.ID] { elements.map(\.id) }

    /// The element with `id`, or `nil`. Setting a value replaces it (or appends it, if there was none); setting
    /// `nil` removes it.
    public subscript(id id: Element.ID) -> Element? {
        get { elements.first { $0.id == id } }
        set {
            let index = elements.firstIndex { $0.id == id }
            switch (index, newValue) {
            case (let index?, let element?): elements[index] = element
            case (let index?, nil): elements.remove(at: index)
            case (nil, let element?): elements.append(element)
            case (nil, nil): break
            }
        }
    }

    /// Add `element` at the end, unless an element with its id is already there.
    public mutating func append(_ element: Element) {
        guard self[id: element.id] == nil else { return }
        elements.append(element)
    }

    /// Remove the element with `id`, and return it.
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let index = elements.firstIndex(where: { $0.id == id }) else { return nil }
        return elements.remove(at: index)
    }
}

extension IdentifiedArrayOf: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArrayOf: Equatable where Element: Equatable {}
