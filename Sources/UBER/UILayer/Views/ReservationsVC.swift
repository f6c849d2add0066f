import HeadlessUI

/// Reservations: a field, `Reserve` and `Cancel`, and a result label. Each button sends the write-up's action URL
/// to the `featureABC` module; the result comes back through ``reload(model:)``.
final class ReservationsVC: BaseVC {
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()

    override init(viewId: String) {
        super.init(viewId: viewId)
        title = "Reservations"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(idField)
        addButton("Reserve")
        addButton("Cancel")
        view.addSubview(resultLabel)
    }

    // snippet: uber-reservations-click
    override func onClick(_ button: String) {
        let reservationId = (idField.text ?? "").actionURLEncoded
        let command = button == "Reserve" ? "reserve" : "cancel"
        navigate(url: "myapp://featureABC?cmd=\(command)#reservationId=\(reservationId)@viewId=\(viewId)")
    }

    override func reload(model: View) {
        if case .text(let result) = model.data {
            resultLabel.text = result
        }
    }
    // end-snippet
}
