import Foundation
import WorkbookShell

/// The runner's build step: one scratch package per variant, built until it builds, leaving out each exercise
/// that does not compile.
extension ExerciseRunner {
    /// A package that built.
    struct BuiltPackage {
        var package: ScratchPackage
        /// Where each copied file came from, to name the learner's files in messages.
        var origins: ScratchPackage.Origins
        /// The version of the workbook's modules it was built against (they may have been built again meanwhile).
        var modulesVersion: String
    }

    /// What the build step found: the exercises asked about that do not compile, and what became of the rest.
    struct PackageBuild {
        /// How the build ended.
        enum Outcome {
            /// The package built, without the exercises that do not compile.
            case built(BuiltPackage)
            /// Every exercise asked about was left out for not compiling: there is nothing to test.
            case nothingLeftToTest
            /// Nothing could be built, for a reason no exercise's files explain.
            case failed(BuildFailure)
        }

        /// The compiler's messages on each broken exercise's own files.
        var brokenVerdicts: [CheckVerdicts.Entry] = []
        var outcome: Outcome
        /// Whether only the exercises asked about were built, the rest being left for later.
        var builtAlone = false
    }

    /// Writes and builds the variant's package of `buildable` exercises. An exercise the compiler blames is left
    /// out and the rest built again, so the others still get their verdicts; one left out before stays out while
    /// its files are as they were, unless it is asked about. A build whose inputs have not changed since the last
    /// one that succeeded is skipped.
    ///
    /// A check's first build of its package builds only the exercises asked about: the first verdict waits for one
    /// exercise's modules, not for every exercise's (``ExerciseRunner/buildTheRest(variant:say:)`` builds the others
    /// after it). `verify`, which asks about every exercise, builds them all at once.
    func buildPackage(
        _ buildable: [Exercise], toTest: [Exercise], variant: ExerciseVariant, modules: WorkbookModules.Built,
        hashes: [String: String], say: (String) -> Void
    ) -> PackageBuild {
        let folder = folder(for: variant)
        let hasBuilt = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build").path)
        let builtWith = folder.appendingPathComponent("built-with.txt")
        if hasBuilt, TextFile.read(builtWith) != modules.version {
            say("The workbook's modules have changed: building again the exercises that import what changed…")
        }
        var leftOut = LeftOutExercises(file: folder.appendingPathComponent("left-out-\(variant.name).txt"))
        defer { leftOut.save() }
        let asked = Set(toTest.map(\.id))
        var included = buildable.filter { exercise in
            asked.contains(exercise.id) || !leftOut.isLeftOut(exercise.id, hash: hashes[exercise.id] ?? "")
        }
        let builtAlone =
            !hasBuilt && !buildsVariantsInTurn && !asked.isEmpty && included.contains { !asked.contains($0.id) }
        if builtAlone {
            let names = toTest.map(\.id).joined(separator: ", ")
            say("Building \(names) on its own first, for a quick verdict; the other exercises follow it…")
            included.removeAll { !asked.contains($0.id) }
        } else if !hasBuilt, !asked.isEmpty {
            say(
                "Building every exercise once (\(included.count) of them), so that each check after this one "
                    + "rebuilds only what you changed…")
        } else if hasBuilt, !asked.isEmpty, let built = TextFile.read(folder.appendingPathComponent("Package.swift")) {
            // A build of the rest that was stopped (Ctrl-C), or exercises back from being left out: say why it is long.
            let unbuilt = included.filter { !built.contains(SwiftLiteral.string($0.module)) }
            if unbuilt.count > 1 {
                say("Building the \(unbuilt.count) exercises not built yet, once…")
            }
        }

        var modules = modules
        var brokenVerdicts: [CheckVerdicts.Entry] = []
        var rebuiltModules = false
        while true {
            let package = ScratchPackage(
                folder: folder, variant: variant, exercises: included, strict: strict, modules: modules)
            let origins: ScratchPackage.Origins
            do {
                origins = try package.write(paths: paths)
            } catch {
                return PackageBuild(brokenVerdicts: brokenVerdicts, outcome: .failed(BuildFailure([error.message])))
            }
            let files = origins.keys.sorted()
            guard let build = buildUnlessUnchanged(package, files: files, modules: modules, hashes: hashes, say: say)
            else {
                for exercise in included { leftOut.takeBack(exercise.id) }
                try? TextFile.writeScratch(modules.version, to: builtWith)
                let built = BuiltPackage(package: package, origins: origins, modulesVersion: modules.version)
                return PackageBuild(brokenVerdicts: brokenVerdicts, outcome: .built(built), builtAlone: builtAlone)
            }

            let diagnostics = CompilerDiagnostic.errors(in: build.output + "\n" + build.errors)
            let broken = included.filter { exercise in diagnostics.contains { owns(exercise, $0.file, in: folder) } }
            if broken.isEmpty {
                // Nothing points at an exercise. The library may be stale (a new toolchain, say): build it once more.
                if !rebuiltModules,
                    case .success(let fresh) = WorkbookModules(paths: paths).prepare(
                        processes: processes, rebuild: true, say: say)
                {
                    rebuiltModules = true
                    modules = fresh
                    say("Building the exercises again, from scratch…")
                    try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
                    continue
                }
                let messages = BuildFailure(build: build).messages.map { Self.relabel($0, origins, root: paths.root) }
                return PackageBuild(brokenVerdicts: brokenVerdicts, outcome: .failed(BuildFailure(messages)))
            }
            for exercise in broken {
                leftOut.leaveOut(exercise.id, hash: hashes[exercise.id] ?? "")
                guard asked.contains(exercise.id) else { continue }
                let own = diagnostics.filter { owns(exercise, $0.file, in: folder) }
                let messages = own.flatMap(\.text).map { Self.relabel($0, origins, root: paths.root) }
                brokenVerdicts.append(.init(exercise: exercise, verdict: .doesNotCompile(messages)))
            }
            included.removeAll { exercise in broken.contains { $0.id == exercise.id } }
            if !toTest.isEmpty,
                toTest.allSatisfy({ exercise in brokenVerdicts.contains { $0.exercise.id == exercise.id } })
            {
                return PackageBuild(brokenVerdicts: brokenVerdicts, outcome: .nothingLeftToTest, builtAlone: builtAlone)
            }
        }
    }

    /// Builds the package, unless nothing the build reads has changed since the last build that succeeded (then
    /// SwiftPM's own look is skipped). A save that changed only what is inside one or two exercises' `files` is
    /// built by running their recorded commands again (`ExerciseRunner+Replay.swift`), and anything else by SwiftPM.
    /// `nil` when the package is built; the failed build's result otherwise.
    private func buildUnlessUnchanged(
        _ package: ScratchPackage, files: [String], modules: WorkbookModules.Built, hashes: [String: String],
        say: (String) -> Void
    ) -> ProcessResult? {
        let stampFile = package.folder.appendingPathComponent("built-stamp.txt")
        // The manifest as `write` left it: working it out again would read every exercise's imports a second time.
        let manifest = TextFile.read(package.manifestFile) ?? package.manifest()
        let stamp = ContentHash.of([manifest, modules.version] + package.exercises.map { hashes[$0.id] ?? "" })
        if TextFile.read(stampFile) == stamp, FileManager.default.fileExists(atPath: package.testBinary.path) {
            return nil
        }
        try? FileManager.default.removeItem(at: stampFile)
        let current = LastBuild(manifestHash: ContentHash.of([manifest, modules.version]), files: fileHashes(files))
        if replayBuild(of: package, current: current) {
            try? TextFile.writeScratch(stamp, to: stampFile)
            record(current, of: package)
            return nil
        }
        try? FileManager.default.removeItem(at: lastBuildFile(of: package))
        let build = processes.run(package.swiftPackage(in: paths.root).buildIncludingTests()) { progress in
            guard progress.seconds > 0, progress.seconds % 10 == 0 else { return }
            say("  " + BuildProgress.describe(progress))
        }
        guard build.succeeded else { return build }
        try? TextFile.writeScratch(stamp, to: stampFile)
        record(current, of: package)
        return nil
    }

    /// Whether a file the compiler named is one of the exercise's (in the scratch package).
    func owns(_ exercise: Exercise, _ file: String, in folder: URL) -> Bool {
        let bases = Set([folder.standardizedFileURL.path, folder.resolvingSymlinksInPath().path])
        return bases.contains { base in
            file.hasPrefix(base + "/" + exercise.sourcesFolder + "/")
                || file.hasPrefix(base + "/" + exercise.testsFolder + "/")
        }
    }
}
