import MiniTCA
import Testing

@testable import MiniTCATest

/// A state with an alert, as a feature that confirms before it clears keeps one.
private struct ClearingState: Equatable {
    enum AlertAction: Equatable {
        case confirmClear
    }

    var favorites: [Int]
    var alert: AlertState<AlertAction>?
}

@Suite("A test store's failure shows the state as a test states it: an alert by its title, message and buttons")
struct StateDifferenceTests {
    private let confirmation = AlertState<ClearingState.AlertAction>(
        title: "Clear 3 favourites?", message: "This cannot be undone.",
        buttons: [
            ButtonState(title: "Clear", role: .destructive, action: .confirmClear),
            ButtonState(title: "Cancel", role: .cancel),
        ])

    @Test("An alert the reducer showed reads as its title, message and buttons, each on a line, without module noise")
    func alertReadsAsItIsStated() {
        let difference = StateDifference(
            expected: ClearingState(favorites: [1, 2, 3], alert: nil),
            actual: ClearingState(favorites: [1, 2, 3], alert: confirmation))

        #expect(
            difference.lines == [
                "    favorites: [1, 2, 3]",
                "−   alert: nil",
                "+   alert: AlertState",
                #"+     title: "Clear 3 favourites?""#,
                #"+     message: "This cannot be undone.""#,
                "+     buttons: [2 elements]",
                #"+       - ButtonState(title: "Clear", role: .destructive, action: .confirmClear)"#,
                #"+       - ButtonState(title: "Cancel", role: .cancel, action: nil)"#,
            ], "\(difference.description)")
        #expect(!difference.description.contains("Optional(") && !difference.description.contains("MiniTCA."))
    }

    @Test("A button whose role changed is the one line that differs")
    func oneButtonDiffers() {
        var other = confirmation
        other.buttons[0].role = nil
        let difference = StateDifference(
            expected: ClearingState(favorites: [1], alert: confirmation),
            actual: ClearingState(favorites: [1], alert: other))

        #expect(
            difference.lines == [
                "      buttons: [2 elements]",
                #"−       - ButtonState(title: "Clear", role: .destructive, action: .confirmClear)"#,
                #"+       - ButtonState(title: "Clear", role: nil, action: .confirmClear)"#,
            ], "\(difference.description)")
    }
}
