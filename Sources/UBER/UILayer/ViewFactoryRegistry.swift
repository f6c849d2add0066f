/// The screens the ``FlowController`` can open, by the name a navigation URL uses (`myapp://Products`).
///
/// The write-up found a view controller class from its name with `NSClassFromString`; a registry of factories does
/// the same job without the runtime lookup, and a screen that does not exist is a typed error, not a `nil` cast.
struct ViewFactoryRegistry {
    /// How a new screen comes on: pushed on the navigation stack, or presented over it.
    enum Presentation {
        case push
        case present
    }

    /// Makes a screen from its view id and the navigation URL's parameters, or says which parameter is wrong.
    typealias Factory = (_ viewId: String, _ params: [String: String]) throws(RouterError) -> BaseVC

    struct Destination {
        let presentation: Presentation
        let make: Factory
    }

    private var destinations: [String: Destination] = [:]

    /// Open the screen `make` builds whenever a URL navigates to `name`.
    mutating func register(_ name: String, presentation: Presentation = .push, make: @escaping Factory) {
        destinations[name] = Destination(presentation: presentation, make: make)
    }

    func destination(named name: String) -> Destination? {
        destinations[name]
    }

    /// Every registered name, sorted.
    var names: [String] { destinations.keys.sorted() }
}
