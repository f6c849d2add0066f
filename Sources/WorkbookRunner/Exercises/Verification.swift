import Foundation
import WorkbookShell

/// What `workbook verify` proves about each exercise: it fails as shipped, for its own reason (a test failure that
/// names one of its files — not a build error, not a crash), passes with its solution in place, and fails with each
/// of its shortcuts in place, each for the reason the shortcut names.
public struct Verification: Sendable {
    /// One exercise's row of the table.
    public struct Row: Sendable, Equatable {
        public var exercise: Exercise
        public var asShipped: Verdict
        public var withSolution: Verdict
        /// Each shortcut's verdict, in the order `exercises.json` lists them.
        public var withShortcuts: [Verdict]

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
            case .testsChanged: return "its tests are not the ones Exercises/shipped.txt records"
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
            case .testsChanged: return "its tests are not the ones Exercises/shipped.txt records"
            }
        }

        /// Why each shortcut does not prove what it should, if it does not: `nil` for one that fails as it says.
        public var shortcutMisses: [String?] {
            zip(exercise.shortcuts, withShortcuts).map(Self.miss)
        }

        /// Whether a shortcut's verdict is the failure it names.
        public static func miss(of shortcut: Shortcut, _ verdict: Verdict) -> String? {
            let named = "shortcut \"\(shortcut.name)\""
            if shortcut.doesNotCompile {
                if case .doesNotCompile = verdict { return nil }
                return "\(named) should not compile, but it does (\(verdict.state.words))"
            }
            if shortcut.isTestEdit {
                if case .testsChanged = verdict { return nil }
                return "\(named) edits the tests, yet check does not refuse it (\(verdict.state.words))"
            }
            switch verdict {
            case .failed(let failure):
                let first = ([failure.test, failure.message] + failure.details).joined(separator: " ")
                let texts = [first] + failure.everyIssue
                return texts.contains { $0.contains(shortcut.failsWith) }
                    ? nil : "\(named) fails, but not with “\(shortcut.failsWith)”: it fails “\(failure.test)”"
            case .passed: return "\(named) passes"
            case .doesNotCompile: return "\(named) does not compile (it should fail a test)"
            case .crashed: return "\(named) crashes"
            case .didNotFinish: return "\(named) does not finish"
            case .noTests: return "no test ran with \(named)"
            case .testsChanged: return "\(named) is refused for its tests (it should fail a test)"
            }
        }

        /// Every shortcut the exercise ships was tried, and each failed for its reason.
        var everyShortcutFailed: Bool {
            withShortcuts.count == exercise.shortcuts.count && shortcutMisses.allSatisfy { $0 == nil }
        }

        /// What `verify`'s table marks good in its Shortcuts column: the exercise ships shortcuts, and each failed.
        public var shortcutsGood: Bool { !exercise.shortcuts.isEmpty && everyShortcutFailed }

        public var isGood: Bool { shippedMiss == nil && solutionMiss == nil && everyShortcutFailed }

        /// Every miss of the exercise, each a line of `verify`'s report: as shipped, solved, then each shortcut's.
        public var misses: [String] {
            ([shippedMiss, solutionMiss] + shortcutMisses).compactMap { $0 }
        }
    }

    public let lint: [ManifestLint.Problem]
    public let rows: [Row]

    public var succeeded: Bool { lint.isEmpty && rows.allSatisfy(\.isGood) }

    /// Lints the manifest, then checks every exercise (or only those named by `ids`) in both scratch packages —
    /// as found, solved, and with each shortcut in place. Each variant has its own package, so none undoes another's
    /// build. With `lintOnly`, it stops after the lint.
    public static func run(
        paths: WorkbookPaths, catalogue: ExerciseCatalogue, runner: ExerciseRunner, only ids: Set<String>? = nil,
        lintOnly: Bool = false, say: (String) -> Void
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
        guard !buildable.isEmpty, !lintOnly else { return Verification(lint: lint, rows: []) }
        var runner = runner
        runner.reusesVerdicts = true
        runner.buildsVariantsInTurn = true
        say("Checking the exercises as they are…")
        let shipped = runner.check(buildable, variant: .asFound, say: say)
        say("Checking the exercises with their solutions…")
        let solved = runner.check(buildable, variant: .solved, say: say)
        let rounds = buildable.map(\.shortcuts.count).max() ?? 0
        // Round n tries every exercise's n-th shortcut, so each exercise's verdicts come in its shortcuts' order.
        var shortcutVerdicts: [String: [Verdict]] = [:]
        for round in stride(from: 1, through: rounds, by: 1) {
            let variant = ExerciseVariant.shortcut(round)
            say("Checking the exercises with their shortcuts (\(round) of \(rounds))…")
            let tried = buildable.filter { variant.shortcut(of: $0) != nil }
            for entry in runner.check(tried, variant: variant, say: say).entries {
                shortcutVerdicts[entry.exercise.id, default: []].append(entry.verdict)
            }
        }
        // Both checks were asked about the same exercises, and answer in the order asked.
        let rows = zip(shipped.entries, solved.entries).map { shipped, solved in
            Row(
                exercise: shipped.exercise,
                asShipped: shipped.verdict,
                withSolution: solved.verdict,
                withShortcuts: shortcutVerdicts[shipped.exercise.id] ?? []
            )
        }
        return Verification(lint: lint, rows: rows)
    }
}
