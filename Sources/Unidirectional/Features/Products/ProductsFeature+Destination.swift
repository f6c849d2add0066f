import MiniTCA

extension ProductsFeature {
    // snippet: unidirectional-products-destination-type
    /// Where the product list can lead, as one optional piece of its state: the detail pushed, the editor presented,
    /// the delete confirmation, or an error alert. One enum, so two of them can never be on show at once.
    ///
    /// TCA's `@Reducer enum Destination` macro writes this type from its cases; without macros it is written out: a
    /// `State` and an `Action` enum with a case each, a key path to each case's state, a case path to each case's
    /// actions, and a body that runs the feature of whichever case is held (`ifCaseLet`). The alerts have no feature:
    /// their buttons' actions only tell the list what was chosen.
    public struct Destination: Reducer {
        /// The screen on show over the list.
        public enum State: Equatable {
            case detail(ProductFeature.State)
            case edit(EditProductFeature.State)
            case deleteConfirmation(AlertState<Action.DeleteConfirmation>)
            case alert(AlertState<Action.Alert>)

            /// The detail's state, if it is on show: `\.destination?.detail`.
            public var detail: ProductFeature.State? {
                get {
                    guard case .detail(let detail) = self else { return nil }
                    return detail
                }
                set { if let newValue { self = .detail(newValue) } }
            }

            /// The editor's state, if it is on show: `\.destination?.edit`.
            public var edit: EditProductFeature.State? {
                get {
                    guard case .edit(let edit) = self else { return nil }
                    return edit
                }
                set { if let newValue { self = .edit(newValue) } }
            }
        }

        /// An action of the screen on show.
        public enum Action: Equatable {
            case detail(ProductFeature.Action)
            case edit(EditProductFeature.Action)
            case deleteConfirmation(DeleteConfirmation)
            case alert(Alert)

            /// The confirmation's buttons: `Delete` confirms; `Cancel` sends only the alert's dismissal.
            public enum DeleteConfirmation: Equatable {
                case confirmDelete(Product.ID)
            }

            /// The error alert has only `OK`, which sends only its dismissal.
            public enum Alert: Equatable {}

            static let detailCase = CasePath(Action.detail) { action in
                guard case .detail(let detail) = action else { return nil }
                return detail
            }
            static let editCase = CasePath(Action.edit) { action in
                guard case .edit(let edit) = action else { return nil }
                return edit
            }
        }

        public init() {}

        public var body: some Reducer<State, Action> {
            EmptyReducer()
                .ifCaseLet(\.detail, action: Action.detailCase) { ProductFeature() }
                .ifCaseLet(\.edit, action: Action.editCase) { EditProductFeature() }
        }
    }
    // end-snippet
}
