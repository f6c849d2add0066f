import MiniTCA

/// A state that is one of two screens, for the library's test of `Scope` over an enum case: the loader, or the
/// editor, each run by its own feature only while the state holds it.
struct Screen: Reducer {
    enum State: Equatable {
        case loader(PageLoader.State)
        case editor(Editor.State)

        static let loaderCase = CasePath(State.loader) { state in
            guard case .loader(let loader) = state else { return nil }
            return loader
        }
    }

    enum Action: Equatable {
        case loader(PageLoader.Action)

        static let loaderCase = CasePath(Action.loader) { action in
            guard case .loader(let loader) = action else { return nil }
            return loader
        }
    }

    var body: some Reducer<State, Action> {
        Scope(state: State.loaderCase, action: Action.loaderCase) { PageLoader() }
    }
}
