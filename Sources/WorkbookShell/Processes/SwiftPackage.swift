import Foundation

/// The one place the tooling spells SwiftPM's command lines. A value names a package — where `swift` runs, the
/// package when it is elsewhere, where its build goes, the configuration and the options every build of it takes —
/// and its methods give the commands that build it, test it, run a product of it, and ask where its products are.
///
/// Every command of the workbook that builds, tests or runs with SwiftPM asks here, so a flag is spelled once and
/// the build a test run expects is the build the same value made.
public struct SwiftPackage: Sendable, Equatable {
    /// How SwiftPM builds: `debug` (its default) or `release` (`-c release`).
    public enum Configuration: String, Sendable {
        case debug
        case release
    }

    /// Where `swift` runs.
    public var directory: URL
    /// The package, when it is not `directory` (`--package-path`).
    public var packagePath: URL?
    /// Where the build goes, when not the package's own `.build` (`--scratch-path`): absolute, or relative to
    /// `directory`.
    public var scratchPath: String?
    public var configuration: Configuration
    /// Options every build and test run of this package passes (coverage, a sanitizer, compiler flags).
    public var buildOptions: [String]
    /// Variables added to the environment of every command.
    public var environment: [String: String]

    public init(
        in directory: URL, packagePath: URL? = nil, scratchPath: String? = nil, configuration: Configuration = .debug,
        buildOptions: [String] = [], environment: [String: String] = [:]
    ) {
        self.directory = directory
        self.packagePath = packagePath
        self.scratchPath = scratchPath
        self.configuration = configuration
        self.buildOptions = buildOptions
        self.environment = environment
    }

    /// A package the workbook builds apart from the learner's work (an exercise package, the change requests' copy),
    /// run from `directory`: with the scratch builds' options and `options`, and git kept from looking above the
    /// package's folder. SwiftPM hands a manifest the state of the repository it sits in, and evaluates the manifest
    /// again whenever that state changes — the workbook's repository changes with a learner's first save or commit,
    /// which cost a build a second for nothing. Outside any repository, the manifest is evaluated again only when it
    /// changes.
    public static func scratch(
        in directory: URL, packagePath: URL? = nil, scratchPath: String? = nil, options: [String] = [],
        environment: [String: String] = [:]
    ) -> SwiftPackage {
        let folder = packagePath ?? directory
        return SwiftPackage(
            in: directory, packagePath: packagePath, scratchPath: scratchPath,
            buildOptions: scratchBuildOptions + options,
            environment: environment.merging(["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path]) {
                given, _ in given
            })
    }

    /// The build options of the workbook's scratch builds (the exercises' packages, the change requests' copy), which
    /// are judged and never opened in an editor or a debugger:
    /// - debug information of line tables only: a backtrace still names the file and line where a test crashed, and
    ///   the build compiles and links faster than with the full debug information, which only a debugger needs;
    /// - an index of the package's own code only. A debug build indexes while it compiles (SwiftPM's test discovery
    ///   reads the index), and by default it indexes the toolchain's modules too (Foundation, Testing), again in
    ///   every build folder; nothing here reads their index. The exercises' package, with its many small targets,
    ///   builds from nothing in about four fifths of the time without it.
    public static let scratchBuildOptions = [
        "-Xswiftc", "-gline-tables-only", "-Xswiftc", "-index-ignore-system-modules",
    ]

    /// `swift <verb>`, with `-c release` for a release build.
    private func swift(_ verb: String) -> [String] {
        ["swift", verb] + (configuration == .release ? ["-c", "release"] : [])
    }

    /// The options that say which package and which build folder.
    private var location: [String] {
        (packagePath.map { ["--package-path", $0.path] } ?? []) + (scratchPath.map { ["--scratch-path", $0] } ?? [])
    }

    private func command(_ arguments: [String], showsOutput: Bool = false) -> ProcessCommand {
        ProcessCommand(arguments, in: directory, environment: environment, showsOutput: showsOutput)
    }

    /// `swift build` of one product, or (without one) of every target but the tests.
    public func build(product: String? = nil, showsOutput: Bool = false) -> ProcessCommand {
        let what = product.map { ["--product", $0] } ?? []
        return command(swift("build") + what + location + buildOptions, showsOutput: showsOutput)
    }

    /// `swift build --build-tests`: every target, the tests' too (SwiftPM builds no single product so).
    public func buildIncludingTests() -> ProcessCommand {
        command(swift("build") + ["--build-tests"] + location + buildOptions)
    }

    /// `swift build --show-bin-path`: asks SwiftPM where this build puts its products.
    public func binPathQuery() -> ProcessCommand {
        command(swift("build") + ["--show-bin-path"] + location + buildOptions)
    }

    /// The folder this build puts its products in, as SwiftPM answers; `nil` when it cannot say.
    public func binPath(using processes: any ProcessRunning) -> URL? {
        let answer = processes.run(binPathQuery())
        let path = answer.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.succeeded, !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// `swift test` of the tests `filter` matches (a regular expression over test ids), writing Swift Testing's
    /// event stream to `events` when given. `coverage` has llvm-cov count the lines run; `skipBuild` runs the tests
    /// as last built.
    public func test(
        filter: String, events: URL? = nil, coverage: Bool = false, skipBuild: Bool = false
    ) -> ProcessCommand {
        let what = (coverage ? ["--enable-code-coverage"] : []) + (skipBuild ? ["--skip-build"] : [])
        let stream = events.map(TestEventStream.arguments(writingTo:)) ?? []
        return command(swift("test") + what + location + buildOptions + ["--filter", filter] + stream)
    }

    /// Runs the Swift Testing tests `filter` matches in `testBinary`, as built, one at a time, writing the event
    /// stream to `events`. On Linux the binary itself is run; elsewhere `swift test --skip-build`, which finds it.
    public func testBuilt(
        _ testBinary: URL, filter: String, events: URL, timeout: Double?, environment extra: [String: String] = [:]
    ) -> ProcessCommand {
        let tests = TestEventStream.arguments(writingTo: events) + ["--filter", filter, "--no-parallel"]
        #if os(Linux)
        let arguments = [testBinary.path, "--testing-library", "swift-testing"] + tests
        #else
        let arguments = swift("test") + ["--skip-build", "--disable-xctest"] + location + tests
        #endif
        return ProcessCommand(
            arguments, in: directory, environment: environment.merging(extra) { _, given in given }, timeout: timeout)
    }

    /// `swift run <product> <arguments>`.
    public func run(_ product: String, arguments: [String] = [], showsOutput: Bool = false) -> ProcessCommand {
        command(swift("run") + location + buildOptions + [product] + arguments, showsOutput: showsOutput)
    }
}
