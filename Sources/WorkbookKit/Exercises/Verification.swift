import Foundation

/// What `workbook verify` proves about each exercise: it fails as shipped, for its own reason (a test failure that
/// names one of its files — not a build error, not a crash), and passes with its solution in place.
public struct Verification: Sendable {
    /// One exercise's row of the table.
    public struct Row: Sendable, Equatable {
        public var exercise: Exercise
        public var asShipped: Verdict
        public var withSolution: Verdict

        /// Why the exercise as shipped is not a good exercise, if it is not.
        public var shippedMiss: String? {
            switch asShipped {
            case .failed(let failure):
                let text = ([failure.message] + failure.details).joined(separator: " ")
                let names = exercise.files.map { ($0 as NSString).lastPathComponent }
                return names.contains { text.contains($0) }
                    ? nil : "its failure message does not name the file to edit (\(names.joined(separator: ", ")))"
            case .passed: return "it passes as shipped"
            case .doesNotCompile: return "it does not compile as shipped"
            case .crashed: return "it crashes as shipped"
            case .didNotFinish: return "it does not finish as shipped"
            case .noTests: return "no test of its suite ran"
            }
        }

        /// Why the solution does not prove the exercise can be done, if it does not.
        public var solutionMiss: String? {
            switch withSolution {
            case .passed: return nil
            case .failed: return "its solution fails the tests"
            case .doesNotCompile: return "its solution does not compile"
            case .crashed: return "its solution crashes"
            case .didNotFinish: return "its solution does not finish"
            case .noTests: return "no test of its suite ran with the solution"
            }
        }

        public var isGood: Bool { shippedMiss == nil && solutionMiss == nil }
    }

    public let lint: [ManifestLint.Problem]
    public let rows: [Row]

    public var succeeded: Bool { lint.isEmpty && rows.allSatisfy(\.isGood) }

    /// Lints the manifest, then checks every exercise (or only those named by `ids`) in both scratch packages —
    /// as found, and solved. Each variant has its own package, so neither undoes the other's build.
    public static func run(
        paths: WorkbookPaths, catalogue: ExerciseCatalogue, runner: ExerciseRunner, only ids: Set<String>? = nil,
        say: (String) -> Void
    ) -> Verification {
        let lint = ManifestLint(paths: paths, catalogue: catalogue).problems()
            .filter { problem in ids.map { ids in problem.exercise.map(ids.contains) ?? true } ?? true }
        let chosen = catalogue.exercises.filter { ids?.contains($0.id) ?? true }
        // Exercises whose files are missing cannot be built; the lint has already said why.
        let buildable = chosen.filter { exercise in
            exercise.number != nil
                && exercise.files.allSatisfy {
                    FileManager.default.fileExists(atPath: paths.exerciseFile($0).path)
                        && FileManager.default.fileExists(atPath: paths.exerciseFile(exercise.solution(for: $0)).path)
                }
        }
        guard !buildable.isEmpty else { return Verification(lint: lint, rows: []) }
        say("Checking the exercises as they are…")
        let shipped = runner.check(buildable, variant: .asFound, say: say)
        say("Checking the exercises with their solutions…")
        let solved = runner.check(buildable, variant: .solved, say: say)
        let rows = buildable.map { exercise in
            Row(
                exercise: exercise,
                asShipped: shipped[exercise.id] ?? .noTests,
                withSolution: solved[exercise.id] ?? .noTests
            )
        }
        return Verification(lint: lint, rows: rows)
    }
}
