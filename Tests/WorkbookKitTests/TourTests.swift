import AppCatalogue
import Testing

@testable import WorkbookLab
@testable import WorkbookShell

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

    @Test("tour through the workbook command, run on the main actor as the workbook binary runs it, prints every step")
    @MainActor
    func commandOnTheMainThread() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let output = OutputLines()

        #expect(fixture.workbook(output: output).run(["tour"]) == 0)
        #expect(output.text.contains("Step \(TourStep.standardScript.count) — "))
    }

    @Test("What every app shows alike is shown once, and every line fits the width", arguments: [80, 60])
    @MainActor
    func sameOnceWithinWidth(width: Int) {
        let output = Tour(width: width).run()
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.allSatisfy { $0.count <= width }, "too wide: \(lines.filter { $0.count > width }.prefix(3))")
        let steps = TourStep.standardScript.count
        let apps = Architecture.allCases.count
        let alike = output.components(separatedBy: "The same in all \(apps) apps:").count - 1
        let different = output.components(separatedBy: "The apps differ:").count - 1
        #expect(alike + different == steps, "each step is shown once, alike or side by side")
        #expect(lines.count < 20 * steps, "\(lines.count) lines")
    }

    @Test("Where the apps differ, each different screen is shown once, headed by the apps that show it")
    @MainActor
    func differencesSideBySide() {
        let script = [
            TourStep("Tap Pros") { robot, _ in try robot.tap("Pros") },
            TourStep("Only the baseline goes back") { robot, _ in
                if robot.render().contains("Pros") { try robot.goBack() }
            },
        ]
        let trace = FixedTrace(types: [
            .baseline: ["ProsViewController"], .rha: ["ProsViewController", "ProsViewModel"],
        ])

        let output = Tour(architectures: [.baseline, .rha], script: script, width: 100, trace: trace).run()

        #expect(output.contains("  The same in all 2 apps:"))
        #expect(output.contains("Passed through:"))
        #expect(output.contains("    RHA: ProsViewController → ProsViewModel"))
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
        let layout = ColumnLayout(columnWidth: 8, columnsPerBand: 2)

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

/// A trace that knows a fixed list of types per app, whatever the step.
@MainActor
private struct FixedTrace: TourTrace {
    let types: [Architecture: [String]]

    func types(passedThroughBy architecture: Architecture, in step: TourStep) -> [String]? {
        types[architecture]
    }
}
