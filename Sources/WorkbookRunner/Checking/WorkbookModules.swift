import Foundation
import WorkbookShell

/// The workbook's library modules (`Backend`, `HeadlessUI`, the apps, `MiniRx`, …) as one dynamic library,
/// `libWorkbookModules`, that every exercise links against.
///
/// It is a product of the workbook's own package (`WorkbookModules` in `Package.swift`), built in the workbook's own
/// build folder: `swift run workbook` has already compiled every module in it, so the first check only links them.
/// With it built, an exercise package builds only its exercises' own modules and never asks SwiftPM to look over the
/// whole workbook: the runner builds the library again only when the text of a file of one of its modules, or of
/// `Package.swift`, changes. A file saved as it was, or changed and changed back before the next check (a
/// `git checkout` of it), changes nothing: the sources are judged by content, their times only tell when to look.
public struct WorkbookModules: Sendable {
    public let paths: WorkbookPaths

    public init(paths: WorkbookPaths) {
        self.paths = paths
    }

    /// The product's name in `Package.swift`.
    public static let productName = "WorkbookModules"

    /// Where a build left the compiled modules (for `-I`) and the library (for `-L`), and which build it was.
    public struct Built: Sendable, Equatable {
        public var modules: URL
        /// The folder that holds the library; `nil` for a workbook without modules, which has nothing to link.
        public var library: URL?
        /// Changes whenever the library is built from sources of other content.
        public var version: String
        /// The modules' sources the library was built from: which exercises a change reaches. SwiftPM does not see
        /// modules given with `-I` as inputs, so an exercise package must be told which of its exercises to build again.
        public var sources: ModuleSources

        /// The compiler's cache of the system's and the toolchain's modules in the workbook's own build, which an
        /// exercise package shares; `nil` for a workbook without modules. Named as SwiftPM names it, through the
        /// folder `.build/debug` links to (`.build/x86_64-unknown-linux-gnu/debug`): the cache's modules name each
        /// other by the path they were built under, and the same module reached by two paths is an error. Only that
        /// link is followed: the workbook's own path stays as SwiftPM saw it (on macOS, `/private/tmp/…` stays so).
        public var moduleCache: URL? {
            guard let library else { return nil }
            let debug: URL
            switch try? FileManager.default.destinationOfSymbolicLink(atPath: library.path) {
            case .some(let target) where target.hasPrefix("/"): debug = URL(fileURLWithPath: target)
            case .some(let target): debug = library.deletingLastPathComponent().appendingPathComponent(target)
            case .none: debug = library
            }
            return debug.appendingPathComponent("ModuleCache").standardizedFileURL
        }

        public init(modules: URL, library: URL?, version: String = "", sources: ModuleSources = ModuleSources()) {
            self.modules = modules
            self.library = library
            self.version = version
            self.sources = sources
        }
    }

    /// Where the runner notes what the library was last built from.
    public var folder: URL { paths.build.appendingPathComponent("modules") }
    /// The workbook's own debug build, where `swift build` puts the library and the compiled modules.
    private var debug: URL { paths.root.appendingPathComponent(".build/debug") }
    /// The sizes and times of the sources when they were last found to be those the library was built from.
    private var stampFile: URL { folder.appendingPathComponent("built-from.txt") }
    /// The version of the sources (by content) the library was last built from.
    private var versionFile: URL { folder.appendingPathComponent("built-version.txt") }
    /// Those sources' ``ModuleSources``, kept so that an unchanged look need not read them again.
    private var sourcesFile: URL { folder.appendingPathComponent("built-sources.json") }

    /// The library's modules: the folders under `Sources/` named like modules, without the workbook command's own
    /// (`WorkbookShell`, `WorkbookRecords`, `WorkbookRunner`, `WorkbookLab`, `WorkbookKit`: every name that starts with
    /// `Workbook`, the rule `Exercises/Package.swift` and the product in `Package.swift` apply too).
    public static func moduleNames(root: URL) -> [String] {
        ScratchPackage.modules(of: root).filter { !$0.hasPrefix("Workbook") }.sorted()
    }

    /// The command that builds the library: the workbook's own package, its one product.
    public var buildCommand: ProcessCommand {
        SwiftPackage(in: paths.root, packagePath: paths.root).build(product: Self.productName)
    }

    /// The modules, built first when they are missing or older than their sources. With `rebuild`, SwiftPM is asked
    /// again even when the sources look as they did (a new toolchain, say, where SwiftPM decides what to compile).
    /// - Parameter say: hears that a build is starting, and how far it has got every ten seconds.
    public func prepare(
        processes: any ProcessRunning, rebuild: Bool = false, say: (String) -> Void
    ) -> Result<Built, BuildFailure> {
        let names = Self.moduleNames(root: paths.root)
        // A workbook without modules (a test's fixture) has nothing to build or link.
        guard !names.isEmpty else {
            return .success(Built(modules: debug.appendingPathComponent("Modules"), library: nil))
        }
        // The folders whose changes call for a new build: the root manifest, and each module's.
        let stamp = FolderSnapshot(root: paths.root, folders: ["Package.swift"] + names.map { "Sources/" + $0 }).text
        if !rebuild, TextFile.read(stampFile) == stamp, let version = TextFile.read(versionFile),
            let data = TextFile.data(sourcesFile),
            let sources = try? JSONDecoder().decode(ModuleSources.self, from: data),
            let built = products(version: version, sources: sources)
        {
            return .success(built)
        }
        // A file's time or size changed: its content decides.
        let sources = ModuleSources(root: paths.root, modules: names)
        let rootManifest = TextFile.read(paths.root.appendingPathComponent("Package.swift")) ?? ""
        let version = ContentHash.of([rootManifest, sources.version])
        if !rebuild, TextFile.read(versionFile) == version, let built = products(version: version, sources: sources) {
            record(stamp: stamp, version: version, sources: sources)
            return .success(built)
        }
        say(
            products() == nil
                ? "Linking the workbook's modules into one library for the exercises…"
                : "Sources/ changed: building the workbook's modules again…")
        let build = processes.run(buildCommand) { progress in
            guard progress.seconds > 0, progress.seconds % 10 == 0 else { return }
            say("  " + BuildProgress.describe(progress))
        }
        guard build.succeeded, let built = products(version: version, sources: sources) else {
            return .failure(BuildFailure(build: build))
        }
        record(stamp: stamp, version: version, sources: sources)
        return .success(built)
    }

    /// Writes down that the library is built from `sources`, which look as `stamp` says.
    private func record(stamp: String, version: String, sources: ModuleSources) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? TextFile.writeScratch(stamp, to: stampFile)
        try? TextFile.writeScratch(version, to: versionFile)
        if let data = try? JSONEncoder().encode(sources) {
            try? TextFile.writeScratch(String(decoding: data, as: UTF8.self), to: sourcesFile)
        }
    }

    /// The built modules and library, if a build has left them, as built from `sources` of `version`.
    private func products(version: String = "", sources: ModuleSources = ModuleSources()) -> Built? {
        let library = ["libWorkbookModules.so", "libWorkbookModules.dylib"].map(debug.appendingPathComponent)
        guard library.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return nil }
        // SwiftPM keeps the compiled modules in `debug/Modules` (recent toolchains) or in `debug` itself.
        let modules = debug.appendingPathComponent("Modules")
        let inModules = FileManager.default.fileExists(atPath: modules.path)
        return Built(modules: inModules ? modules : debug, library: debug, version: version, sources: sources)
    }
}
