import CLE
import MiniRx

/// Exercise 7.1 — the Reservations screen's logic as pure functions: what each tap asks for.
///
/// A tap with a reservation id typed (1 to 8 ASCII digits) asks to reserve or cancel that id, as typed. Any other
/// text asks for the alert `Error` / `Reservation id must be 1 to 8 digits`, whichever button was tapped. No server,
/// no screen: the tests call these functions with plain values and test timelines.
enum ReservationCommands {
    /// What a tap on `button` asks for, with `typed` in the field.
    static func command(for button: ReservationButton, typed: String) -> ReservationCommand {
        switch button {
        case .reserve: return .reserve(typed)
        case .cancel: return .cancel(typed)
        }
    }

    /// What each tap asks for, in the order of the taps, with the text in the field at the moment of the tap.
    static func commands(
        reserveTaps: Observable<Void>, cancelTaps: Observable<Void>, typedId: Observable<String>
    ) -> Observable<ReservationCommand> {
        Observable.merge(reserveTaps.map { ReservationButton.reserve }, cancelTaps.map { ReservationButton.cancel })
            .withLatestFrom(typedId) { button, typed in command(for: button, typed: typed) }
    }
}

// MARK: - Given

/// What one tap on the Reservations screen asks the effects to do: make a reservation, cancel one, or show the alert
/// that says why neither can be done.
enum ReservationCommand: Equatable {
    case reserve(String)
    case cancel(String)
    case refuse(AlertMessage)
}

/// The two buttons of the Reservations screen.
enum ReservationButton: Equatable {
    case reserve
    case cancel
}
