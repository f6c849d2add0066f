import Foundation
import WorkbookShell

/// A SwiftPM package the workbook writes under `.workbook/build/` to build and test exercises apart from the
/// learner's files: the files as they are, the same with the solutions in place, or the stubs with each exercise's
/// first, second, … shortcut in place.
///
/// A check builds the files as they are in `working`, which no other build touches. `verify`, which builds every
/// variant, builds them one after another in `verify`: each build after the first compiles again only the exercises
/// whose files differ, where a folder per variant would build every exercise from nothing each time. The
/// package has no dependencies: its targets see the workbook's modules through ``WorkbookModules`` (`-I`) and link
/// its library, so a build compiles the exercises and nothing else. It lists every exercise that can be built, in
/// the same order each time, so that checking one exercise after another changes no manifest; files are copied
/// only when their content changed, which keeps builds incremental.
public struct ScratchPackage: Sendable {
    public let folder: URL
    public let variant: ExerciseVariant
    public let exercises: [Exercise]
    /// Whether warnings are errors (as on CI).
    public let strict: Bool
    public let modules: WorkbookModules.Built

    public init(
        folder: URL, variant: ExerciseVariant, exercises: [Exercise], strict: Bool, modules: WorkbookModules.Built
    ) {
        self.folder = folder
        self.variant = variant
        self.exercises = exercises
        self.strict = strict
        self.modules = modules
    }

    /// `WorkingExercises`, `SolvedExercises`, `Shortcut1Exercises`, …; the test binary is named after it, so each
    /// variant's binary stays beside the others in the build folder.
    public var name: String { variant.packageName }

    public var scratch: URL { folder.appendingPathComponent(".build") }

    public var manifestFile: URL { folder.appendingPathComponent("Package.swift") }

    /// The package as SwiftPM is asked to build and test it, from `directory`, as a scratch build
    /// (``SwiftPackage/scratch(in:packagePath:scratchPath:options:environment:)``: line tables only, only its own code
    /// indexed, git kept out of its folder).
    ///
    /// It shares the workbook's module cache, where `swift build` has already compiled the system's and the
    /// toolchain's modules (Glibc, Foundation's, Testing's) that every exercise imports: a package with a cache of its
    /// own compiles them all again before its first exercise, seconds of a learner's first check.
    public func swiftPackage(in directory: URL) -> SwiftPackage {
        SwiftPackage.scratch(in: directory, packagePath: folder, scratchPath: scratch.path, options: sharedModuleCache)
    }

    /// The options that point the compiler at the workbook's module cache; none for a workbook without modules.
    var sharedModuleCache: [String] {
        guard let cache = modules.moduleCache else { return [] }
        return ["-Xswiftc", "-module-cache-path", "-Xswiftc", cache.path]
    }

    /// The test binary a build leaves (a bundle of that name on macOS).
    public var testBinary: URL { scratch.appendingPathComponent("debug/\(name)PackageTests.xctest") }

    /// Where each copied file came from: its path in the package → its path for the learner (`Exercises/…`).
    public typealias Origins = [String: String]

    /// Writes the manifest and copies the files. Returns where each copy came from.
    @discardableResult
    public func write(paths: WorkbookPaths) throws(WorkbookError) -> Origins {
        var origins: Origins = [:]
        var wanted: Set<String> = []
        for exercise in exercises {
            for (copy, origin) in Self.files(of: exercise, variant: variant, paths: paths) {
                try Self.write(
                    try Self.contents(of: copy, from: origin, exercise: exercise, variant: variant, paths: paths),
                    to: folder.appendingPathComponent(copy))
                origins[folder.appendingPathComponent(copy).path] = paths.display(origin)
                wanted.insert(copy)
            }
        }
        // Files the learner deleted must not linger in the copy. (An exercise left out of this build keeps its
        // copies: unchanged, they cost nothing to build again when it comes back.)
        for exerciseFolder in exercises.flatMap({ [$0.sourcesFolder, $0.testsFolder] }) {
            for file in SourceFolder.swiftFiles(
                under: folder.appendingPathComponent(exerciseFolder), relativeTo: folder)
            where !wanted.contains(file) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
        }
        try Self.write(manifest(), to: manifestFile)
        return origins
    }

    /// The files a variant builds for one exercise: each copy's path in the package (the same as in `Exercises/`)
    /// and the file it is copied from (a solution in the solved variant, a shortcut's file in a shortcut variant).
    public static func files(
        of exercise: Exercise, variant: ExerciseVariant, paths: WorkbookPaths
    ) -> [(copy: String, origin: String)] {
        func origin(of file: String) -> String {
            guard exercise.files.contains(file) else { return file }
            switch variant {
            case .asFound:
                return file
            case .solved:
                return exercise.solution(for: file)
            case .shortcut:
                guard let shortcut = variant.shortcut(of: exercise) else { return file }
                if shortcut.fromSolution != nil { return exercise.solution(for: file) }
                let replacement = exercise.shortcutFile(shortcut, for: file)
                return FileManager.default.fileExists(atPath: paths.exerciseFile(replacement).path)
                    ? replacement : file
            }
        }
        return [exercise.sourcesFolder, exercise.testsFolder].flatMap { folder in
            SourceFolder.swiftFiles(under: paths.exerciseFile(folder), relativeTo: paths.exercises).map {
                ($0, origin(of: $0))
            }
        }
    }

    /// The text a copy is made of: its origin's, with a shortcut's edits made in a shortcut variant (of the solution,
    /// or of the tests).
    public static func contents(
        of copy: String, from origin: String, exercise: Exercise, variant: ExerciseVariant, paths: WorkbookPaths
    ) throws(WorkbookError) -> String {
        let text = try TextFile.contents(of: paths.exerciseFile(origin))
        guard let shortcut = variant.shortcut(of: exercise) else { return text }
        if copy.hasPrefix(exercise.sourcesFolder + "/") {
            return shortcut.edited(text, file: String(copy.dropFirst(exercise.sourcesFolder.count + 1))).text
        }
        if copy.hasPrefix(exercise.testsFolder + "/") {
            return shortcut.editedTest(text, file: String(copy.dropFirst(exercise.testsFolder.count + 1))).text
        }
        return text
    }

    /// The files a variant builds for one exercise, as ``files(of:variant:paths:)`` lists them, each with the text
    /// its copy is made of (empty when its origin cannot be read): what a check hashes and judges before a build.
    public static func copies(
        of exercise: Exercise, variant: ExerciseVariant, paths: WorkbookPaths
    ) -> [(copy: String, origin: String, text: String)] {
        files(of: exercise, variant: variant, paths: paths).map { copy, origin in
            let text = try? contents(of: copy, from: origin, exercise: exercise, variant: variant, paths: paths)
            return (copy, origin, text ?? "")
        }
    }

    /// The manifest: a target and a test target per exercise, seeing the workbook's modules and linking their
    /// library. An exercise whose own code may import none of them does not even see them.
    public func manifest() -> String {
        // A workbook without modules has no library to link.
        let linking = SwiftLiteral.strings(
            Self.fasterLinker
                + (modules.library.map { library in
                    ["-L", library.path, "-lWorkbookModules", "-Xlinker", "-rpath", "-Xlinker", library.path]
                } ?? []))
        let targets = exercises.map { exercise -> String in
            // SwiftPM does not see the library's modules as inputs: a define that changes with the sources of the
            // modules the exercise imports makes it build this exercise again, and only this one, when they change.
            var common = [".define(\(SwiftLiteral.string("WORKBOOK_MODULES_" + modulesVersion(of: exercise))))"]
            if exercise.mainActor { common.append(".defaultIsolation(MainActor.self)") }
            if strict { common.append(".treatAllWarnings(as: .error)") }
            let seeing = common + [".unsafeFlags(\(SwiftLiteral.strings(["-I", modules.modules.path])))"]
            let ownSettings = exercise.imports == [] ? common : seeing
            return """
                        .target(
                            name: \(SwiftLiteral.string(exercise.module)),
                            path: \(SwiftLiteral.string(exercise.sourcesFolder)),
                            swiftSettings: [\(ownSettings.joined(separator: ", "))]
                        ),
                        .testTarget(
                            name: \(SwiftLiteral.string(exercise.testModule)),
                            dependencies: [\(SwiftLiteral.string(exercise.module))],
                            path: \(SwiftLiteral.string(exercise.testsFolder)),
                            swiftSettings: [\(seeing.joined(separator: ", "))],
                            linkerSettings: [.unsafeFlags(\(linking))]
                        ),
                """
        }
        return """
            // swift-tools-version: 6.2
            // Written by `workbook` to build exercises apart from your files. Do not edit: every check rewrites it.
            import PackageDescription

            let package = Package(
                name: \(SwiftLiteral.string(name)),
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// On Linux, the toolchain's own linker, lld, when it is beside the `swift` on `PATH`: it links a package's test
    /// binary, which every save links again, in about three quarters of the system linker's time.
    static let fasterLinker: [String] = {
        #if os(Linux)
        return Toolchain.tool("ld.lld") == nil ? [] : ["-use-ld=lld"]
        #else
        return []
        #endif
    }()

    /// A hash of the sources of the workbook's modules the exercise's copies import, directly or not.
    func modulesVersion(of exercise: Exercise) -> String {
        let imported = [exercise.sourcesFolder, exercise.testsFolder].flatMap { exerciseFolder in
            SourceFolder.swiftFiles(under: folder.appendingPathComponent(exerciseFolder)).flatMap { file in
                SwiftImports.modules(in: TextFile.read(file) ?? "").map(\.module)
            }
        }
        return modules.sources.version(reachedFrom: Set(imported))
    }

    /// The workbook's library modules: the folders under `Sources/` named like modules (`Backend`, `Baseline`, …),
    /// leaving out the executables (`workbook`).
    public static func modules(of root: URL) -> Set<String> {
        Set(
            SourceFolder.subfolders(of: root.appendingPathComponent("Sources")).filter { folder in
                (folder.first?.isUppercase ?? false) && !folder.contains("-")
            })
    }

    /// Writes `text` unless the file already holds it, so the build sees only real changes. A file left half-written
    /// differs from its text, so the next check writes it again.
    ///
    /// A copy written again is dated at least a second after its last version. The compiler's driver notes the time
    /// of each file it compiled to the second, and takes a file of the same second for the one it compiled: a save
    /// within the second of the one before (a formatter rewriting the file just saved, two quick saves in `watch`)
    /// would be tested with the objects of the save before it.
    private static func write(_ text: String, to file: URL) throws(WorkbookError) {
        if let existing = TextFile.read(file), existing == text { return }
        let lastVersion = modificationSecond(of: file)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw WorkbookError("Cannot write \(file.path): \(error.localizedDescription)")
        }
        try TextFile.writeScratch(text, to: file)
        if let lastVersion, let written = modificationSecond(of: file), written <= lastVersion {
            try? FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: lastVersion + 1)], ofItemAtPath: file.path)
        }
    }

    /// The whole second a file was last modified in; `nil` when there is no such file.
    static func modificationSecond(of file: URL) -> TimeInterval? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes?[.modificationDate] as? Date).map { $0.timeIntervalSince1970.rounded(.down) }
    }
}
