import AppCatalogue
import ArchitectureRules
import Foundation
import WorkbookRecords
import WorkbookShell

/// Observes every `side-by-side` feature in every app and stores what ran (`workbook side-by-side --record`): builds
/// `feature-paths` with coverage and SanitizerCoverage on in `.build-paths/`, runs it (each action's counts in a
/// `.profraw` file of its own, its function entries in an `.order` file), and reads the counts with `llvm-profdata`
/// and `llvm-cov`. Every program runs through ``ProcessRunning``.
struct FeaturePathRecorder {
    /// The build of `feature-paths` with coverage and SanitizerCoverage on, apart from every other build. It is a
    /// release build without optimisation (`-Onone`): every module compiled whole, in one compiler process, which on
    /// two cores builds from nothing faster than a debug build's file-by-file jobs, and the code counted as written.
    static let scratch = ".build-paths"
    static let buildOptions = [
        "--enable-code-coverage", "--sanitize=address", "-Xswiftc", "-sanitize-coverage=func,trace-pc-guard",
        "-Xswiftc", "-Onone",
    ]

    let paths: WorkbookPaths
    let processes: any ProcessRunning
    let say: (String) -> Void

    func record() throws -> ObservedPaths {
        let root = paths.root
        let package = SwiftPackage(
            in: root, scratchPath: Self.scratch, configuration: .release, buildOptions: Self.buildOptions)
        let build = package.build(product: "feature-paths")
        say(build.arguments.joined(separator: " "))
        let built = processes.run(build)
        guard built.succeeded else {
            throw ComparisonRecorder.Failure.failed("`\(build.arguments.joined(separator: " "))`", built)
        }
        guard let bin = package.binPath(using: processes) else {
            throw ComparisonRecorder.Failure.failed("Asking SwiftPM where feature-paths was built", built)
        }
        let binary = bin.appendingPathComponent("feature-paths").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feature-paths-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        say("feature-paths \(folder.path)")
        // Run in the scratch folder: the profile runtime may leave a `default.profraw` where it starts.
        let ran = processes.run(
            ProcessCommand([binary, folder.path], in: folder, environment: ["ASAN_OPTIONS": "detect_leaks=0"]))
        guard ran.succeeded else { throw ComparisonRecorder.Failure.failed("`feature-paths`", ran) }

        var sources: [String: String] = [:]
        var scans: [String: DependencyScan] = [:]
        for architecture in Architecture.allCases {
            let module = architecture.moduleName
            sources[module] = try ObservedPaths.sourcesHash(module, root: root)
            scans[module] = DependencyScan(module: module, in: try SourceTree(root: root, app: module))
        }
        let features = try Feature.all.map { feature in
            ObservedPaths.FeaturePaths(
                name: feature.name, summary: feature.summary,
                apps: try Architecture.allCases.map { architecture in
                    let module = architecture.moduleName
                    let name = "\(feature.name)-\(module)"
                    let scan = scans[module] ?? DependencyScan(module: module, in: SourceTree(files: [:]))
                    var path = ObservedPaths.path(
                        lcov: try counts(of: name, in: folder, binary: binary), module: module, root: root,
                        scan: scan, book: RuleBook.named(module))
                    let order = TextFile.read(folder.appendingPathComponent(name + ".order")) ?? ""
                    path.calls = ObservedPaths.calls(order: order, module: module, root: root, scan: scan)
                    path.calls = path.callsThatRan
                    return path
                })
        }
        let record = ObservedPaths(
            mechanism: ObservedPaths.mechanismStatement, sources: sources, features: features)
        try MeasurementsFolder(root: root).write(record)
        return record
    }

    /// One action's counts as LCOV text: its `.profraw` merged, then exported by llvm-cov.
    private func counts(of name: String, in folder: URL, binary: String) throws -> String {
        let raw = folder.appendingPathComponent(name + ".profraw").path
        let data = folder.appendingPathComponent(name + ".profdata").path
        let merge = [ComparisonRecorder.toolchainTool("llvm-profdata"), "merge", "-sparse", raw, "-o", data]
        let merged = processes.run(ProcessCommand(merge, in: paths.root))
        guard merged.succeeded else {
            throw ComparisonRecorder.Failure.failed("`llvm-profdata merge` of \(name)", merged)
        }
        let export = [
            ComparisonRecorder.toolchainTool("llvm-cov"), "export", "-format=lcov", "-instr-profile", data, binary,
        ]
        let exported = processes.run(ProcessCommand(export, in: paths.root))
        guard exported.succeeded else {
            throw ComparisonRecorder.Failure.failed("`llvm-cov export` of \(name)", exported)
        }
        return exported.output
    }
}
