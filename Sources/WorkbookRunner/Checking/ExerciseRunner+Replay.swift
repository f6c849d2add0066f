import Foundation
import WorkbookShell

/// The runner's quick build of a save: the exercise's own compile commands and the link, run again as SwiftPM
/// planned them (``RecordedBuildPlan``), without SwiftPM.
///
/// It builds only what SwiftPM itself would build for such a save, and only when it can tell: the package has the
/// same manifest and the same files as at its last successful build, and the content of one or two exercises' files
/// changed. Everything else is SwiftPM's, and so is a save that does not compile: when a command fails, SwiftPM
/// builds the package, and its messages are the ones a check shows. SwiftPM later runs the same commands again, if it
/// builds, and finds them done. `verify` always builds with SwiftPM.
extension ExerciseRunner {
    /// What a package's last successful build was made of: enough to tell whether a change is one its recorded plan
    /// can build.
    struct LastBuild: Codable, Equatable {
        /// The manifest it was built with and the version of the workbook's modules, hashed together: a change to
        /// either is SwiftPM's to build.
        var manifestHash: String
        /// Every file copied into the package, by its path, hashed by content: a file added or removed is SwiftPM's to
        /// build.
        var files: [String: String]
    }

    /// The most exercises a quick build takes on: beyond that, SwiftPM builds them side by side, on every core.
    static let mostExercisesReplayed = 2

    /// Where the runner keeps a package's ``LastBuild``.
    func lastBuildFile(of package: ScratchPackage) -> URL {
        package.folder.appendingPathComponent("last-build.json")
    }

    /// The package's files as they are now, each hashed by content, for ``LastBuild``.
    func fileHashes(_ files: [String]) -> [String: String] {
        Dictionary(
            files.map { ($0, ContentHash.of([TextFile.read(URL(fileURLWithPath: $0)) ?? ""])) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Builds the package by running again the recorded commands of the exercises whose files changed since its last
    /// build, when that is all that changed. An exercise's tests are compiled again only when its tests changed or
    /// its module shows them something new (a save that changes a function's body does not). Returns whether it
    /// built; `false` leaves the build to SwiftPM.
    ///
    /// The record of the last build is removed before the first command runs and written again only when the last
    /// one succeeds (``record(_:of:)``): a quick build stopped halfway (Ctrl-C) leaves the next build to SwiftPM,
    /// which sees what the stopped one changed.
    func replayBuild(of package: ScratchPackage, current: LastBuild) -> Bool {
        guard !buildsVariantsInTurn, let data = TextFile.data(lastBuildFile(of: package)),
            let last = try? JSONDecoder().decode(LastBuild.self, from: data),
            last.manifestHash == current.manifestHash, Set(last.files.keys) == Set(current.files.keys),
            let plan = RecordedBuildPlan(scratch: package.scratch),
            let link = plan.linkingTests(of: package.name)
        else { return false }
        let changedFiles = current.files.keys.filter { current.files[$0] != last.files[$0] }
        let changed = package.exercises.filter { exercise in
            changedFiles.contains { owns(exercise, $0, in: package.folder) }
        }
        guard !changed.isEmpty, changed.count <= Self.mostExercisesReplayed else { return false }
        let commands = changed.compactMap { exercise -> (module: [String], tests: [String])? in
            guard let module = plan.compiling(exercise.module), let tests = plan.compiling(exercise.testModule) else {
                return nil
            }
            return (module, tests)
        }
        guard commands.count == changed.count else { return false }
        try? FileManager.default.removeItem(at: lastBuildFile(of: package))
        func run(_ words: [String], _ step: String) -> Bool {
            let clock = ContinuousClock()
            let started = clock.now
            defer { stepTimes?.add("  " + step, seconds: (clock.now - started).seconds) }
            return processes.run(ProcessCommand(words, in: package.folder)).succeeded
        }
        for (exercise, (module, tests)) in zip(changed, commands) {
            let moduleFile = RecordedBuildPlan.moduleFile(writtenBy: module)
            let before = moduleFile.flatMap(FileVersion.init)
            guard run(module, "compile \(exercise.module)") else { return false }
            let testsFolder = package.folder.appendingPathComponent(exercise.testsFolder).path + "/"
            let testsChanged = changedFiles.contains { $0.hasPrefix(testsFolder) }
            let moduleShowsMore = before == nil || moduleFile.flatMap(FileVersion.init) != before
            if testsChanged || moduleShowsMore {
                guard run(tests, "compile \(exercise.testModule)") else { return false }
            }
        }
        return run(link, "link")
    }

    /// Which version of a file is on disk: the compiler writes a module file anew (a new file, renamed into place)
    /// only when what the module shows has changed, so a new file number or a new time means a new version.
    private struct FileVersion: Equatable {
        var fileNumber: Int?
        var modified: Date?

        /// The file's version; `nil` when there is no such file.
        init?(_ file: URL) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
            fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.intValue
            modified = attributes[.modificationDate] as? Date
        }
    }

    /// Notes what the package was built from, for the next build to compare with.
    func record(_ build: LastBuild, of package: ScratchPackage) {
        guard let data = try? JSONEncoder().encode(build) else { return }
        try? TextFile.writeScratch(String(decoding: data, as: UTF8.self), to: lastBuildFile(of: package))
    }
}
