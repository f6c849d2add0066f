import HeadlessUI
import MiniTCA

/// The reservations view: a field whose every change is sent, two buttons that send what was tapped, and a label and
/// an alert drawn from the state.
final class ReservationsViewController: UIViewController {
    private let store: StoreOf<ReservationsFeature>
    private var observation: StoreObservation?
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()
    private let alert = ScreenSlot<AlertState<ReservationsFeature.Action.Alert>>()

    init(store: StoreOf<ReservationsFeature>) {
        self.store = store
        super.init()
        title = "Reservations"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        idField.addAction(
            UIAction { [store, weak idField] _ in store.send(.view(.reservationIdChanged(idField?.text ?? ""))) },
            for: .editingChanged)
        view.addSubview(idField)
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Reserve") { [store] _ in store.send(.view(.reserveTapped)) }))
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Cancel") { [store] _ in store.send(.view(.cancelTapped)) }))
        view.addSubview(resultLabel)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func render(_ state: ReservationsFeature.State) {
        if idField.text != state.reservationId {
            idField.text = state.reservationId
        }
        resultLabel.text = state.result
        alert.show(state.alert, from: self) { [store] alert in
            (UIAlertController(state: alert) { store.send(.alert($0)) }, .present)
        }
    }
}
