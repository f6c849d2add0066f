import Foundation
import WorkbookShell

/// The workbook's library modules (`Backend`, `HeadlessUI`, the apps, `MiniRx`, …) built once into one dynamic
/// library, `libWorkbookModules`, that every exercise links against.
///
/// It is a small package of its own under `.workbook/build/modules/`, depending on the repository by path. With it
/// built, an exercise package builds only its exercises' own modules and never asks SwiftPM to look over the whole
/// workbook: the runner builds the library again only when the text of a file of one of its modules, or of
/// `Package.swift`, changes. A file saved as it was, or changed and changed back before the next check (a
/// `git checkout` of it), changes nothing: the sources are judged by content, their times only tell when to look.
public struct WorkbookModules: Sendable {
    public let paths: WorkbookPaths

    public init(paths: WorkbookPaths) {
        self.paths = paths
    }

    /// Where a build left the compiled modules (for `-I`) and the library (for `-L`), and which build it was.
    public struct Built: Sendable, Equatable {
        public var modules: URL
        public var library: URL
        /// Changes whenever the library is built from sources of other content.
        public var version: String
        /// The modules' sources the library was built from: which exercises a change reaches. SwiftPM does not see
        /// modules given with `-I` as inputs, so an exercise package must be told which of its exercises to build again.
        public var sources: ModuleSources

        public init(modules: URL, library: URL, version: String = "", sources: ModuleSources = ModuleSources()) {
            self.modules = modules
            self.library = library
            self.version = version
            self.sources = sources
        }
    }

    /// The package's folder.
    public var folder: URL { paths.build.appendingPathComponent("modules") }
    private var scratch: URL { folder.appendingPathComponent(".build") }
    /// The sizes and times of the sources when they were last found to be those the library was built from.
    private var stampFile: URL { folder.appendingPathComponent("built-from.txt") }
    /// The version of the sources (by content) the library was last built from.
    private var versionFile: URL { folder.appendingPathComponent("built-version.txt") }
    /// Those sources' ``ModuleSources``, kept so that an unchanged look need not read them again.
    private var sourcesFile: URL { folder.appendingPathComponent("built-sources.json") }

    /// The library's modules: the folders under `Sources/` named like modules, without the workbook command's own
    /// (`WorkbookShell`, `WorkbookRecords`, `WorkbookRunner`, `WorkbookLab`, `WorkbookKit`: every name that starts with
    /// `Workbook`, the rule `Exercises/Package.swift` applies too).
    public static func moduleNames(root: URL) -> [String] {
        ScratchPackage.modules(of: root).filter { !$0.hasPrefix("Workbook") }.sorted()
    }

    /// The modules, built first when they are missing or older than their sources.
    /// - Parameter say: hears that a build is starting, and how far it has got every ten seconds.
    public func prepare(
        processes: any ProcessRunning, rebuild: Bool = false, say: (String) -> Void
    ) -> Result<Built, BuildFailure> {
        let manifest = self.manifest()
        let stamp = manifest + FolderSnapshot(root: paths.root, folders: sourceFolders).text
        if !rebuild, var built = products(), TextFile.read(stampFile) == stamp,
            let version = TextFile.read(versionFile),
            let sources = TextFile.data(sourcesFile).flatMap({ try? JSONDecoder().decode(ModuleSources.self, from: $0) }
            )
        {
            built.sources = sources
            built.version = version
            return .success(built)
        }
        // A file's time or size changed: its content decides.
        let sources = ModuleSources(root: paths.root, modules: Self.moduleNames(root: paths.root))
        let rootManifest = TextFile.read(paths.root.appendingPathComponent("Package.swift")) ?? ""
        let version = ContentHash.of([manifest, rootManifest, sources.version])
        if !rebuild, var built = products(), TextFile.read(versionFile) == version {
            record(stamp: stamp, version: version, sources: sources)
            built.sources = sources
            built.version = version
            return .success(built)
        }
        do {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Sources/WorkbookModules"), withIntermediateDirectories: true)
            try TextFile.writeScratch(manifest, to: folder.appendingPathComponent("Package.swift"))
            try TextFile.writeScratch(
                "// The workbook's modules, linked into one library for the exercises.\n",
                to: folder.appendingPathComponent("Sources/WorkbookModules/WorkbookModules.swift"))
        } catch {
            return .failure(BuildFailure(["Cannot write \(folder.path): \(error.localizedDescription)"]))
        }
        say(
            products() == nil
                ? "Building the workbook's modules for the exercises, once (a minute or two the first time)…"
                : "Sources/ changed: building the workbook's modules again…")
        let build = processes.run(
            SwiftPackage(in: paths.root, packagePath: folder, scratchPath: scratch.path).build()
        ) { progress in
            guard progress.seconds > 0, progress.seconds % 10 == 0 else { return }
            say("  " + BuildProgress.describe(progress))
        }
        guard build.succeeded, var built = products() else {
            return .failure(BuildFailure(build: build))
        }
        record(stamp: stamp, version: version, sources: sources)
        built.sources = sources
        built.version = version
        return .success(built)
    }

    /// Writes down that the library is built from `sources`, which look as `stamp` says.
    private func record(stamp: String, version: String, sources: ModuleSources) {
        try? TextFile.writeScratch(stamp, to: stampFile)
        try? TextFile.writeScratch(version, to: versionFile)
        if let data = try? JSONEncoder().encode(sources) {
            try? TextFile.writeScratch(String(decoding: data, as: UTF8.self), to: sourcesFile)
        }
    }

    /// The folders whose changes call for a new build: each module's, and the root manifest.
    private var sourceFolders: [String] {
        ["Package.swift"] + Self.moduleNames(root: paths.root).map { "Sources/" + $0 }
    }

    /// The built modules and library, if a build has left them.
    private func products() -> Built? {
        let debug = scratch.appendingPathComponent("debug")
        let library = ["libWorkbookModules.so", "libWorkbookModules.dylib"].map(debug.appendingPathComponent)
        guard library.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        // SwiftPM keeps the compiled modules in `debug/Modules` (recent toolchains) or in `debug` itself.
        let modules = debug.appendingPathComponent("Modules")
        let inModules = FileManager.default.fileExists(atPath: modules.path)
        return Built(modules: inModules ? modules : debug, library: debug)
    }

    /// A package with one dynamic library made of every module of the workbook.
    func manifest() -> String {
        let identity = paths.root.lastPathComponent.lowercased()
        let names = Self.moduleNames(root: paths.root)
        let products = names.map {
            "            .product(name: \(SwiftLiteral.string($0)), package: \(SwiftLiteral.string(identity))),"
        }
        // A workbook without modules (a test's fixture) still gets its library, empty, and depends on nothing.
        let dependency = names.isEmpty ? "" : ".package(path: \(SwiftLiteral.string(paths.root.path)))"
        return """
            // swift-tools-version: 6.2
            // Written by `workbook`: the workbook's modules as one library for the exercises. Do not edit.
            import PackageDescription

            let package = Package(
                name: "WorkbookModules",
                products: [.library(name: "WorkbookModules", type: .dynamic, targets: ["WorkbookModules"])],
                dependencies: [\(dependency)],
                targets: [
                    .target(name: "WorkbookModules", dependencies: [
            \(products.joined(separator: "\n"))
                    ])
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
