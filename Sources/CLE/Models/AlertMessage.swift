/// An alert as the logic decides it: its title and message. A scene shows it with an `OK` button.
struct AlertMessage: Equatable {
    let title: String
    let message: String
}
