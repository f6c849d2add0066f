import MiniTCA

/// A parent feature for the library's composition tests: a loader that is always there (`Scope`), a presented
/// editor that saves through a client (`ifLet`), and an alert (`ifLet` on `AlertState`).
struct Shelf: Reducer {
    struct State: Equatable {
        var loader = PageLoader.State()
        var editor: Editor.State?
        var alert: AlertState<Action.Alert>?
        var log: [String] = []
    }

    enum Action: Equatable {
        case loader(PageLoader.Action)
        case editor(PresentationAction<Editor.Action>)
        case alert(PresentationAction<Alert>)
        case editTapped(String)
        case clearTapped

        enum Alert: Equatable {
            case confirmClear
        }

        static let loaderCase = CasePath(Action.loader) { action in
            guard case .loader(let child) = action else { return nil }
            return child
        }
        static let editorCase = CasePath(Action.editor) { action in
            guard case .editor(let child) = action else { return nil }
            return child
        }
        static let alertCase = CasePath(Action.alert) { action in
            guard case .alert(let child) = action else { return nil }
            return child
        }
    }

    var body: some Reducer<State, Action> {
        Scope(state: \.loader, action: Action.loaderCase) { PageLoader() }
        Reduce { state, action in
            switch action {
            case .loader(let child):
                state.log.append("parent saw loader \(child)")
                return .none
            case .editTapped(let text):
                state.editor = Editor.State(text: text)
                return .none
            case .editor(.presented(.delegate(.saved(let text)))):
                state.log.append("saved \(text)")
                state.editor = nil
                return .none
            case .editor(let child):
                state.log.append("parent saw editor \(child) while editor is \(state.editor?.text ?? "gone")")
                return .none
            case .clearTapped:
                state.alert = AlertState(
                    title: "Clear?",
                    buttons: [
                        ButtonState(title: "Clear", role: .destructive, action: .confirmClear),
                        ButtonState(title: "Cancel", role: .cancel),
                    ])
                return .none
            case .alert(.presented(.confirmClear)):
                state.loader.items = []
                return .none
            case .alert(.dismiss):
                return .none
            }
        }
        .ifLet(\.editor, action: Action.editorCase) { Editor() }
        .ifLet(\.alert, action: Action.alertCase)
    }
}

/// The presented child of ``Shelf``: a text field and a save that goes to a client and answers later.
struct Editor: Reducer {
    struct State: Equatable {
        var text: String
        var isSaving = false
    }

    enum Action: Equatable {
        case saveTapped
        case saved
        case delegate(Delegate)

        enum Delegate: Equatable {
            case saved(String)
        }
    }

    @Dependency(\.pages) var pages

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .saveTapped:
                state.isSaving = true
                return .run { [fetch = pages.fetch] send in
                    _ = try await fetch(0)
                    await send(.saved)
                }
            case .saved:
                state.isSaving = false
                return .send(.delegate(.saved(state.text)))
            case .delegate:
                return .none
            }
        }
    }
}
