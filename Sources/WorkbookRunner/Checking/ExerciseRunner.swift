import Foundation
import WorkbookShell

/// Builds and tests exercises so that none can hide another's result.
///
/// The workbook's own modules are built once, as a library (``WorkbookModules``). The exercises are copied into a
/// package per variant under `.workbook/build/` (``ScratchPackage``) that lists every exercise that can be built: the
/// first check builds the exercise asked about, gives its verdict and then builds the others, once, and every check
/// after that rebuilds only what changed (a save, often without SwiftPM: `ExerciseRunner+Replay.swift`). An exercise
/// whose files do not compile is reported with the compiler's messages and left out of the next build, so the others
/// still build. Each exercise's tests then run in a process of their own, so a crash or an endless loop stops only
/// that one.
///
/// A check is four steps, each in its own place: ``screen(_:variant:)`` decides what needs no build, the modules are
/// prepared (and, for `verify`, ``knownVerdicts(of:variant:modulesVersion:hashes:)`` takes what the tests decided
/// before for the same inputs), ``buildPackage(_:toTest:variant:modules:hashes:say:)``
/// (`ExerciseRunner+Building.swift`) builds the package, and ``runTests(of:in:hashes:say:)``
/// (`ExerciseRunner+Testing.swift`) runs the tests.
/// Each exercise asked about is decided at exactly one of them.
public struct ExerciseRunner: Sendable {
    public let paths: WorkbookPaths
    public let processes: any ProcessRunning
    /// Every exercise of the workbook.
    public let catalogue: [Exercise]
    /// The exercise files as shipped, when known (to name a shipped test that has gone missing).
    public var shipped: ShippedRecord?
    /// Whether warnings are errors in the scratch packages (as on CI).
    public var strict: Bool
    /// Seconds a test process may run before it is stopped.
    public var testTimeout: Int
    /// Whether a test verdict recorded for the same inputs (the workbook's modules, the exercise's files) is reused
    /// instead of running the tests again: what keeps a warm `verify` quick. A check always runs the tests.
    public var reusesVerdicts = false
    /// Whether every variant is built in one folder, `verify`, in turn, each build compiling again only the exercises
    /// whose files differ from the variant built before: what `verify` does, which builds them all. Otherwise each
    /// variant has a folder of its own (`working` for the files as found, which `check` builds), which no other
    /// variant's build undoes.
    public var buildsVariantsInTurn = false
    /// Where a check notes how long each of its steps took, when asked (``CheckStepTimes``).
    public var stepTimes: CheckStepTimes?

    /// The time a test may run, unless `--timeout` says otherwise.
    public static let standardTestTimeout = 60

    public init(
        paths: WorkbookPaths, processes: any ProcessRunning, catalogue: [Exercise], shipped: ShippedRecord? = nil,
        strict: Bool = false, testTimeout: Int = standardTestTimeout
    ) {
        self.paths = paths
        self.processes = processes
        self.catalogue = catalogue
        self.shipped = shipped
        self.strict = strict
        self.testTimeout = testTimeout
    }

    /// Checks the exercises in one variant's package, in the four steps above.
    /// - Parameter say: hears a line for the learner while a slow step runs.
    public func check(
        _ exercises: [Exercise], variant: ExerciseVariant, say: (String) -> Void = { _ in }
    ) -> CheckVerdicts {
        let clock = ContinuousClock()
        var stepStarted = clock.now
        func finished(_ step: String) {
            stepTimes?.add(step, seconds: (clock.now - stepStarted).seconds)
            stepStarted = clock.now
        }
        let screening = screen(exercises, variant: variant)
        finished("screen")
        var decided = screening.decided
        var toTest = screening.toTest
        func finish(failingTheRestWith messages: [String] = []) -> CheckVerdicts {
            let failed = toTest.map { CheckVerdicts.Entry(exercise: $0, verdict: .doesNotCompile(messages)) }
            return CheckVerdicts(asked: exercises, decided: decided + failed)
        }
        guard !toTest.isEmpty else { return finish() }

        let modules: WorkbookModules.Built
        switch WorkbookModules(paths: paths).prepare(processes: processes, say: say) {
        case .success(let built): modules = built
        case .failure(let failure):
            return finish(failingTheRestWith: failure.messages.map { Self.relabel($0, [:], root: paths.root) })
        }
        finished("modules")

        let hashes = Dictionary(
            uniqueKeysWithValues: screening.buildable.map { ($0.id, hash(of: $0, variant: variant)) })
        if let known = knownVerdicts(of: toTest, variant: variant, modulesVersion: modules.version, hashes: hashes) {
            return CheckVerdicts(asked: exercises, decided: decided + known)
        }
        finished("hashes")
        let build = buildPackage(
            screening.buildable, toTest: toTest, variant: variant, modules: modules, hashes: hashes, say: say)
        finished("build")
        decided += build.brokenVerdicts
        toTest.removeAll { exercise in build.brokenVerdicts.contains { $0.exercise.id == exercise.id } }
        var verdicts: CheckVerdicts
        switch build.outcome {
        case .failed(let failure):
            // Nothing an exercise's files explain: building the rest would fail the same way.
            return finish(failingTheRestWith: failure.messages)
        case .nothingLeftToTest:
            verdicts = finish()
        case .built(let built):
            verdicts = CheckVerdicts(
                asked: exercises, decided: decided + runTests(of: toTest, in: built, hashes: hashes, say: say))
            finished("tests")
        }
        verdicts.restToBuild = build.builtAlone
        return verdicts
    }

    /// Builds every exercise the last check left out because it built only those asked about (a package's first
    /// build does, for a quick first verdict), so that a check of any of them after this one rebuilds only what
    /// changed. Runs no tests. An exercise that does not compile is left out, as a check leaves it out.
    public func buildTheRest(variant: ExerciseVariant, say: (String) -> Void = { _ in }) {
        let buildable = screen([], variant: variant).buildable
        guard case .success(let modules) = WorkbookModules(paths: paths).prepare(processes: processes, say: say) else {
            return
        }
        let hashes = Dictionary(uniqueKeysWithValues: buildable.map { ($0.id, hash(of: $0, variant: variant)) })
        _ = buildPackage(buildable, toTest: [], variant: variant, modules: modules, hashes: hashes, say: say)
    }

    /// What a check can decide before building anything, and what it must build.
    struct Screening {
        /// Verdicts already decided: files missing, tests not the shipped ones, or no tests in this variant.
        var decided: [CheckVerdicts.Entry] = []
        /// What the package builds: every exercise of the workbook whose files can be built, not only those asked.
        var buildable: [Exercise] = []
        /// The exercises asked about whose tests are to run.
        var toTest: [Exercise] = []
    }

    /// Decides what needs no build. A test file is the learner's to read, not to change: an exercise whose tests
    /// are not the shipped ones is refused before any build, and one the variant does not build has no tests to run.
    func screen(_ exercises: [Exercise], variant: ExerciseVariant) -> Screening {
        var screening = Screening()
        let asked = Set(exercises.map(\.id))
        let preflight = ExercisePreflight(paths: paths, shipped: shipped)
        let members = catalogue + exercises.filter { wanted in !catalogue.contains { $0.id == wanted.id } }
        var unbuildable: Set<String> = []
        for exercise in members where variant.includes(exercise) {
            let problems = preflight.problems(with: exercise, variant: variant)
            if problems.isEmpty {
                screening.buildable.append(exercise)
            } else {
                unbuildable.insert(exercise.id)
                if asked.contains(exercise.id) {
                    screening.decided.append(.init(exercise: exercise, verdict: .doesNotCompile(problems)))
                }
            }
        }
        for exercise in exercises where !unbuildable.contains(exercise.id) {
            let changed = changedTests(of: exercise, variant: variant)
            if !changed.isEmpty {
                screening.decided.append(.init(exercise: exercise, verdict: .testsChanged(changed.map(paths.display))))
                screening.buildable.removeAll { $0.id == exercise.id }
            } else if !variant.includes(exercise) {
                screening.decided.append(.init(exercise: exercise, verdict: .noTests))
            } else {
                screening.toTest.append(exercise)
            }
        }
        return screening
    }

    /// The exercise's test files, as the variant would build them, that are not the shipped ones: none when the
    /// variant does not judge the tests or no shipped record is known.
    func changedTests(of exercise: Exercise, variant: ExerciseVariant) -> [String] {
        guard variant.judgesTests(of: exercise), let shipped else { return [] }
        let tests = ScratchPackage.copies(of: exercise, variant: variant, paths: paths)
            .filter { $0.copy.hasPrefix(exercise.testsFolder + "/") }
        let texts = Dictionary(tests.map { ($0.copy, $0.text) }, uniquingKeysWith: { _, last in last })
        return ChangedTests(record: shipped).files(of: exercise, texts: texts)
    }

    /// A hash of the files a variant builds for an exercise: it changes whenever one of them does.
    private func hash(of exercise: Exercise, variant: ExerciseVariant) -> String {
        ContentHash.of(
            ScratchPackage.copies(of: exercise, variant: variant, paths: paths).flatMap { [$0.copy, $0.text] })
    }

    /// The folder under `.workbook/build/` the variant's package is written and built in.
    func folder(for variant: ExerciseVariant) -> URL {
        paths.build.appendingPathComponent(buildsVariantsInTurn ? "verify" : variant.name)
    }

    /// Replaces the paths of copies with the paths the learner knows, and the root's path with nothing.
    static func relabel(_ text: String, _ origins: ScratchPackage.Origins, root: URL) -> String {
        var result = text
        // Only the paths the text holds, longest first, so that no path is replaced inside a longer one (UTF-8
        // lengths: counting characters walks every path on every comparison).
        for (copy, origin) in origins.filter({ result.contains($0.key) })
            .sorted(by: { $0.key.utf8.count > $1.key.utf8.count })
        {
            result = result.replacingOccurrences(of: copy, with: origin)
        }
        return result.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
    }
}
