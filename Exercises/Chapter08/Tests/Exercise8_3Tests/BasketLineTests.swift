import Foundation
import MiniTCA
import MiniTCATest
import Testing
import Unidirectional

@testable import Exercise8_3

@Suite("Exercise 8.3 — A child feature, scoped")
struct BasketLineTests {
    let file = "Exercise8_3/BasketLineFeature.swift"
    let hub = Product(id: 3, name: "USB-C Hub", price: 39.5)

    @Test("The stepper's taps change the line's quantity: the child's reducer runs on the child's state")
    func stepperRuns() async {
        let store = TestStore(initialState: BasketLineFeature.State(product: hub)) { BasketLineFeature() }
        store.hint = "The basket line's body is in \(file)."

        await store.send(.quantity(.view(.incrementTapped))) { $0.quantity.count = 2 }
        await store.send(.quantity(.view(.decrementTapped))) { $0.quantity.count = 1 }
        await store.finish()
        #expect(store.state.quantity.count == 1, "+ then − leaves one: the stepper's reducer must run — in \(file)")
    }

    @Test("When the stepper says its count reached zero, the line is removed — on that delegate action")
    func reachedZeroRemovesTheLine() async {
        let store = TestStore(initialState: BasketLineFeature.State(product: hub)) { BasketLineFeature() }
        store.hint = "The basket line's body is in \(file)."

        await store.send(.quantity(.view(.decrementTapped))) { $0.quantity.count = 0 }
        await store.receive(.quantity(.delegate(.reachedZero))) { $0.isRemoved = true }
        await store.finish()
        #expect(store.state.isRemoved, "the line goes when the stepper reaches zero — in \(file)")
    }

    @Test(
        "The stepper's own rules hold in the line: from three, − thrice reaches zero once, and − at zero does nothing")
    func stepperRulesHold() async {
        let line = BasketLineFeature.State(product: hub, quantity: QuantityFeature.State(count: 3))
        let store = TestStore(initialState: line) { BasketLineFeature() }
        store.hint = "The basket line's body is in \(file)."

        await store.send(.quantity(.view(.decrementTapped))) { $0.quantity.count = 2 }
        await store.send(.quantity(.view(.decrementTapped))) { $0.quantity.count = 1 }
        await store.send(.quantity(.view(.decrementTapped))) { $0.quantity.count = 0 }
        await store.receive(.quantity(.delegate(.reachedZero))) { $0.isRemoved = true }
        await store.send(.quantity(.view(.decrementTapped)))
        await store.finish()
        #expect(store.state.quantity.count == 0, "− at zero leaves zero: that is the stepper's rule — in \(file)")
    }

    @Test("The line leaves the stepper's work to the stepper: it names none of its buttons and never reads its count")
    func lineDoesNotDoTheStepperWork() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Exercise8_3/BasketLineFeature.swift")
        let code = try String(contentsOf: sources, encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let stepperWork = ["incrementTapped", "decrementTapped", ".count", "QuantityFeature().reduce"]
            .filter(code.contains)
        #expect(
            stepperWork.isEmpty && code.contains("Scope("),
            "The line should embed the stepper, whose reducer does its own counting, and react only to its delegate: \(stepperWork.isEmpty ? "the stepper's reducer is not embedded" : "it names \(stepperWork.joined(separator: ", "))") — in \(file)"
        )
    }

    @Test("Remove removes the line at once, whatever its quantity")
    func remove() async {
        let store = TestStore(initialState: BasketLineFeature.State(product: hub)) { BasketLineFeature() }
        store.hint = "The basket line's body is in \(file)."

        await store.send(.view(.removeTapped)) { $0.isRemoved = true }
        await store.finish()
    }
}
