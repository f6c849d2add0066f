import HeadlessUI
import MiniTCA

/// The editor's view: two fields whose every change is sent, Save and Cancel, and the state's alert.
final class EditProductViewController: UIViewController {
    private let store: StoreOf<EditProductFeature>
    private var observation: StoreObservation?
    private let nameField = UITextField(placeholder: "Name")
    private let priceField = UITextField(placeholder: "Price")
    private let saveButton = UIButton(type: .system)
    private let alert = ScreenSlot<AlertState<EditProductFeature.Action.Alert>>()

    init(store: StoreOf<EditProductFeature>) {
        self.store = store
        super.init()
        title = "Edit Product"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addAction(
            UIAction { [store, weak nameField] _ in store.send(.view(.nameChanged(nameField?.text ?? ""))) },
            for: .editingChanged)
        priceField.addAction(
            UIAction { [store, weak priceField] _ in store.send(.view(.priceChanged(priceField?.text ?? ""))) },
            for: .editingChanged)
        view.addSubview(nameField)
        view.addSubview(priceField)
        saveButton.setTitle("Save", for: .normal)
        saveButton.addAction(UIAction { [store] _ in store.send(.view(.saveTapped)) }, for: .touchUpInside)
        view.addSubview(saveButton)
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Cancel") { [store] _ in store.send(.view(.cancelTapped)) }))
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func render(_ state: EditProductFeature.State) {
        if nameField.text != state.name { nameField.text = state.name }
        if priceField.text != state.price { priceField.text = state.price }
        saveButton.isEnabled = !state.isSaving
        alert.show(state.alert, from: self) { [store] alert in
            (UIAlertController(state: alert) { store.send(.alert($0)) }, .present)
        }
    }
}
