import CLE
import Foundation
import MiniRx

/// Exercise 7.1 — a price filter's logic as pure functions: what each tap asks for.
///
/// Apply asks to show the products up to the limit typed: a whole number of dollars from 1 to 9999, written in ASCII
/// digits, spaces around it allowed. Any other text asks for the alert `Error` / `A price limit is 1 to 9999
/// dollars`. Clear asks to show every product, whatever is typed. No server, no screen: the tests call these
/// functions with plain values and test timelines.
enum PriceFilterCommands {
    /// What a tap on `button` asks for, with `typed` in the field.
    static func command(for button: FilterButton, typed: String) -> FilterCommand {
        // TODO: Exercise 7.1 — answer for the button that was tapped, reading the limit where it matters.
        .showAll
    }

    /// What each tap asks for, in the order of the taps, with the text in the field at the moment of the tap.
    static func commands(
        applyTaps: Observable<Void>, clearTaps: Observable<Void>, typedLimit: Observable<String>
    ) -> Observable<FilterCommand> {
        // TODO: Exercise 7.1 — turn each tap into its button, sample the latest text, and map through `command`.
        Observable.empty()
    }
}

// MARK: - Given

/// What one tap on the filter asks the effects to do: show the products up to a price, show them all, or show the
/// alert that says why not.
enum FilterCommand: Equatable {
    case showUpTo(Int)
    case showAll
    case refuse(AlertMessage)
}

/// The filter's two buttons.
enum FilterButton: Equatable {
    case apply
    case clear
}
