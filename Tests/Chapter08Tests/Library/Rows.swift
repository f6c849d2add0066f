import MiniTCA

/// A parent feature for the library's tests of collections and presentation: rows that are child features
/// (`forEach`), each with a timer and a save it can cancel by an id every row uses, and one presented row
/// (`ifLet`) that can close itself.
struct Rows: Reducer {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<Row.State> = []
        var presented: Row.State?
    }

    enum Action: Equatable {
        case rows(IdentifiedActionOf<Row>)
        case presented(PresentationAction<Row.Action>)
        case remove(Int)
        case present(Int)
        case parentStarted
        case parentTicked
        case stopParent

        static let rowsCase = CasePath(Action.rows) { action in
            guard case .rows(let rows) = action else { return nil }
            return rows
        }
        static let presentedCase = CasePath(Action.presented) { action in
            guard case .presented(let presented) = action else { return nil }
            return presented
        }
    }

    @Dependency(\.continuousClock) var clock

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .remove(let id):
                state.rows.remove(id: id)
                return .none
            case .present(let id):
                state.presented = Row.State(id: id)
                return .none
            case .parentStarted:
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.parentTicked)
                }
                .cancellable(id: Row.CancelID.work)
            case .stopParent:
                return .cancel(id: Row.CancelID.work)
            case .rows, .presented, .parentTicked:
                return .none
            }
        }
        // snippet: minitca-for-each
        .forEach(\.rows, action: Action.rowsCase) { Row() }
        // end-snippet
        .ifLet(\.presented, action: Action.presentedCase) { Row() }
    }
}

/// One row of ``Rows``: a timer that ticks after a second, work it can stop by an id, and a close button.
struct Row: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var ticks = 0
    }

    enum Action: Equatable {
        case start
        case ticked
        case stop
        case closeTapped
    }

    enum CancelID {
        case work
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .start:
                return .run { [clock] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.ticked)
                }
                .cancellable(id: CancelID.work)
            case .ticked:
                state.ticks += 1
                return .none
            case .stop:
                return .cancel(id: CancelID.work)
            case .closeTapped:
                return .run { [dismiss] _ in await dismiss() }
            }
        }
    }
}
