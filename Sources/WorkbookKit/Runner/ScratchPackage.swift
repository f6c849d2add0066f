import Foundation

/// A SwiftPM package the workbook writes under `.workbook/build/` to build and test some exercises on their own.
///
/// It holds copies of the exercises' files (or their solutions), so that nothing a learner edits is ever touched
/// and so that an exercise that does not compile can simply be left out of the next build. Files are copied only
/// when their content changed, which keeps builds incremental.
public struct ScratchPackage: Sendable {
    /// The package's folder: `.workbook/build/working`, `.workbook/build/solved`, ….
    public let folder: URL
    /// The package's name; the test binary is named after it.
    public let name: String
    public let exercises: [Exercise]
    public let variant: ExerciseVariant
    /// Whether warnings are errors (as on CI).
    public let strict: Bool

    public init(folder: URL, name: String, exercises: [Exercise], variant: ExerciseVariant, strict: Bool) {
        self.folder = folder
        self.name = name
        self.exercises = exercises
        self.variant = variant
        self.strict = strict
    }

    /// Where each copied file came from: its path in the package → its path for the learner (`Exercises/…`).
    public typealias Origins = [String: String]

    /// Writes the manifest and copies the files. Returns where each copy came from.
    @discardableResult
    public func write(paths: WorkbookPaths) throws(WorkbookError) -> Origins {
        let fileManager = FileManager.default
        var origins: Origins = [:]
        var wanted: Set<String> = []
        for exercise in exercises {
            let solutions = variant == .solved ? Set(exercise.files) : []
            for folderPath in [exercise.sourcesFolder, exercise.testsFolder] {
                for file in Self.swiftFiles(in: paths.exerciseFile(folderPath), relativeTo: paths.exercises) {
                    let origin = solutions.contains(file) ? exercise.solution(for: file) : file
                    let text = try Self.read(paths.exerciseFile(origin))
                    try Self.write(text, to: folder.appendingPathComponent(file))
                    origins[folder.appendingPathComponent(file).path] = paths.display(origin)
                    wanted.insert(file)
                }
            }
        }
        // Files the learner deleted, or that belonged to another variant, must not linger in the copy.
        for exercise in exercises {
            for folderPath in [exercise.sourcesFolder, exercise.testsFolder] {
                for file in Self.swiftFiles(in: folder.appendingPathComponent(folderPath), relativeTo: folder)
                where !wanted.contains(file) {
                    try? fileManager.removeItem(at: folder.appendingPathComponent(file))
                }
            }
        }
        try Self.write(manifest(rootModules: Self.modules(of: paths.root), root: paths.root), to: manifestFile)
        return origins
    }

    public var manifestFile: URL { folder.appendingPathComponent("Package.swift") }

    /// The manifest: a target and a test target per exercise, each depending on the workbook modules it imports.
    public func manifest(rootModules: Set<String>, root: URL) -> String {
        let identity = root.lastPathComponent.lowercased()
        var usesRoot = false
        var targets: [String] = []
        for exercise in exercises {
            let sourceImports = Self.imports(in: folder.appendingPathComponent(exercise.sourcesFolder))
                .intersection(rootModules).sorted()
            let testImports = Self.imports(in: folder.appendingPathComponent(exercise.testsFolder))
                .intersection(rootModules).sorted()
            usesRoot = usesRoot || !sourceImports.isEmpty || !testImports.isEmpty
            var settings: [String] = []
            if exercise.mainActor { settings.append(".defaultIsolation(MainActor.self)") }
            if strict { settings.append(".treatAllWarnings(as: .error)") }
            let settingsList = "[" + settings.joined(separator: ", ") + "]"
            func products(_ modules: [String]) -> [String] {
                modules.map { ".product(name: \(Self.literal($0)), package: \(Self.literal(identity)))" }
            }
            targets.append(
                """
                        .target(
                            name: \(Self.literal(exercise.module)),
                            dependencies: [\(products(sourceImports).joined(separator: ", "))],
                            path: \(Self.literal(exercise.sourcesFolder)),
                            swiftSettings: \(settingsList)
                        ),
                        .testTarget(
                            name: \(Self.literal(exercise.testModule)),
                            dependencies: [\(([Self.literal(exercise.module)] + products(testImports)).joined(separator: ", "))],
                            path: \(Self.literal(exercise.testsFolder)),
                            swiftSettings: \(settingsList)
                        ),
                """
            )
        }
        let dependencies = usesRoot ? "[.package(path: \(Self.literal(root.path)))]" : "[]"
        return """
            // swift-tools-version: 6.2
            // Written by `workbook` to build exercises on their own. Do not edit: it is rewritten on every check.
            import PackageDescription

            let package = Package(
                name: \(Self.literal(name)),
                dependencies: \(dependencies),
                targets: [
            \(targets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// The workbook's library modules: the folders under `Sources/` named like modules (`Backend`, `Baseline`, …),
    /// leaving out the executables (`workbook`, `minirx-bench`).
    public static func modules(of root: URL) -> Set<String> {
        let folders =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        return Set(folders.filter { ($0.first?.isUppercase ?? false) && !$0.contains("-") })
    }

    /// The modules the Swift files under `folder` import.
    public static func imports(in folder: URL) -> Set<String> {
        var modules: Set<String> = []
        for file in swiftFiles(in: folder, relativeTo: folder) {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                if words.count >= 2, words[0] == "import" {
                    modules.insert(String(words[1]))
                }
            }
        }
        return modules
    }

    /// The `.swift` files under `folder`, as paths relative to `base`, sorted.
    public static func swiftFiles(in folder: URL, relativeTo base: URL) -> [String] {
        let basePath = base.standardizedFileURL.path + "/"
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.path
            guard url.pathExtension == "swift", path.hasPrefix(basePath) else { continue }
            files.append(String(path.dropFirst(basePath.count)))
        }
        return files.sorted()
    }

    private static func read(_ file: URL) throws(WorkbookError) -> String {
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw WorkbookError("Cannot read \(file.path): \(error.localizedDescription)")
        }
    }

    /// Writes `text` unless the file already holds it, so the build sees only real changes.
    private static func write(_ text: String, to file: URL) throws(WorkbookError) {
        if let existing = try? String(contentsOf: file, encoding: .utf8), existing == text { return }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw WorkbookError("Cannot write \(file.path): \(error.localizedDescription)")
        }
    }

    /// A Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
