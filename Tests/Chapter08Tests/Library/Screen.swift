import MiniTCA

/// A state that is one of two screens, for the library's test of `ifCaseLet`: the loader, or the editor, each run
/// by its own feature only while the state holds it.
struct Screen: Reducer {
    enum State: Equatable {
        case loader(PageLoader.State)
        case editor(Editor.State)

        var loader: PageLoader.State? {
            get {
                guard case .loader(let loader) = self else { return nil }
                return loader
            }
            set { if let newValue { self = .loader(newValue) } }
        }
    }

    enum Action: Equatable {
        case loader(PageLoader.Action)
        /// Replace the loader with the editor.
        case showEditor

        static let loaderCase = CasePath(Action.loader) { action in
            guard case .loader(let loader) = action else { return nil }
            return loader
        }
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            if case .showEditor = action {
                state = .editor(Editor.State(text: ""))
            }
            return .none
        }
        .ifCaseLet(\.loader, action: Action.loaderCase) { PageLoader() }
    }
}
