import Testing

@testable import WorkbookKit

@Suite("workbook tour: the same script in every app, side by side")
struct TourTests {
    @Test("Every step of the tour runs in every app without a failure")
    @MainActor
    func tourRunsEverywhere() {
        let output = Tour().run()

        #expect(!output.contains("✗"), "a step failed:\n\(output)")
        #expect(output.contains("Step \(TourStep.standardScript.count) — "))
        #expect(output.contains("Reservation #82348 already exists"))
        #expect(output.contains("Silent Mouse — $24.99"))
        #expect(output.contains("┌─ Laptop Stand"))
    }

    @Test("A step an app cannot do is reported in its column, and its later steps are skipped")
    @MainActor
    func failingStepIsReported() {
        let script = [
            TourStep("Tap Pros") { robot, _ in try robot.tap("Pros") },
            TourStep("Tap a button that does not exist") { robot, _ in try robot.tap("Opinions") },
            TourStep("Go back") { robot, _ in try robot.goBack() },
        ]

        let output = Tour(architectures: [.baseline], script: script).run()

        #expect(output.contains(#"✗ No button "Opinions" on screen"#))
        #expect(output.contains(#"✗ stopped earlier: No button "Opinions""#))
    }

    @Test("Columns are padded to their width, cut with an ellipsis, and wrap into bands")
    func sideBySide() {
        let layout = SideBySide(columnWidth: 8, columnsPerBand: 2)

        let output = layout.render([("A", "short\na line that is long"), ("B", "b"), ("C", "c")])

        #expect(
            output == """
                A         B
                ─         ─
                short     b
                a line …

                C
                ─
                c
                """)
    }
}
