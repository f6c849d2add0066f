import ArchitectureRules
import Foundation
import Testing
import WorkbookShell

/// The one frontend to SwiftPM: what each command line it gives says, and that no other place spells one.
@Suite("One frontend spells every SwiftPM command line the tooling runs")
struct SwiftPackageTests {
    private let root = URL(fileURLWithPath: "/work/book")

    @Test("No file of the tooling but SwiftPackage starts a command line with swift")
    func spelledOnce() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let tree = try SourceTree(root: root, folders: ["Sources"])
        let spelling = tree.files.filter { file in file.lines.contains { $0.contains(#""swift","#) } }
        #expect(spelling.map(\.fileName) == ["SwiftPackage.swift"])
    }

    @Test(
        """
        A scratch build takes the scratch builds' options and its own, and keeps git out of the folder above its \
        package, wherever it runs from
        """)
    func scratchBuild() {
        let exercises = root.appendingPathComponent(".workbook/build/working")
        let apart = SwiftPackage.scratch(
            in: root, packagePath: exercises, scratchPath: "s", options: ["-Xswiftc", "-DX"],
            environment: ["KEEP": "1"])
        let here = SwiftPackage.scratch(in: root.appendingPathComponent(".workbook/changes"))

        #expect(apart.buildOptions == SwiftPackage.scratchBuildOptions + ["-Xswiftc", "-DX"])
        #expect(apart.environment == ["KEEP": "1", "GIT_CEILING_DIRECTORIES": "/work/book/.workbook/build"])
        #expect(here.buildOptions == SwiftPackage.scratchBuildOptions)
        #expect(here.environment == ["GIT_CEILING_DIRECTORIES": "/work/book/.workbook"])
    }

    @Test("A build names the configuration, the product, the package, its scratch folder and the build's options")
    func build() {
        let package = SwiftPackage(
            in: root, packagePath: URL(fileURLWithPath: "/work/book/.workbook/modules"), scratchPath: "/tmp/s",
            configuration: .release, buildOptions: ["--sanitize=address"], environment: ["WORKBOOK_APPS_ONLY": "1"])

        let command = package.build(product: "feature-paths")

        #expect(
            command.arguments == [
                "swift", "build", "-c", "release", "--product", "feature-paths", "--package-path",
                "/work/book/.workbook/modules", "--scratch-path", "/tmp/s", "--sanitize=address",
            ])
        #expect(command.directory == root)
        #expect(command.environment == ["WORKBOOK_APPS_ONLY": "1"])
    }

    @Test("A build of everything with the tests names no product, which SwiftPM would refuse beside --build-tests")
    func buildIncludingTests() {
        let package = SwiftPackage(in: root, packagePath: URL(fileURLWithPath: "/tmp/p"), scratchPath: "/tmp/p/.build")

        #expect(
            package.buildIncludingTests().arguments == [
                "swift", "build", "--build-tests", "--package-path", "/tmp/p", "--scratch-path", "/tmp/p/.build",
            ])
    }

    @Test("A test run with coverage asks for it first, as the recorder prints it, and filters before the stream")
    func coverageRun() {
        let command = SwiftPackage(in: root, scratchPath: ".build-coverage").test(
            filter: "Chapter02Tests", coverage: true)

        #expect(
            command.arguments == [
                "swift", "test", "--enable-code-coverage", "--scratch-path", ".build-coverage", "--filter",
                "Chapter02Tests",
            ])
    }

    @Test("A test run is filtered, asks for the event stream through TestEventStream, and may skip the build")
    func test() {
        let events = URL(fileURLWithPath: "/tmp/events.jsonl")

        let command = SwiftPackage(in: root).test(filter: "ConformanceTests", events: events, skipBuild: true)

        #expect(
            command.arguments
                == ["swift", "test", "--skip-build", "--filter", "ConformanceTests"]
                + TestEventStream.arguments(writingTo: events))
    }

    @Test("The options every build takes go to the query of the bin path too, so it names the same build")
    func binPathQuery() {
        let package = SwiftPackage(in: root, scratchPath: ".build-paths", buildOptions: ["--sanitize=address"])

        #expect(
            package.binPathQuery().arguments == [
                "swift", "build", "--show-bin-path", "--scratch-path", ".build-paths", "--sanitize=address",
            ])
    }

    @Test("A product runs in release as the benchmarks do, with its own arguments after its name")
    func run() {
        let command = SwiftPackage(in: root, configuration: .release).run("fast-bench", arguments: ["--quick"])

        #expect(command.arguments == ["swift", "run", "-c", "release", "fast-bench", "--quick"])
    }

    #if os(Linux)
    @Test("On Linux, built tests run from the test binary itself, one at a time, with the event stream")
    func testBuilt() {
        let binary = URL(fileURLWithPath: "/tmp/p/.build/debug/WorkingExercisesPackageTests.xctest")
        let events = URL(fileURLWithPath: "/tmp/p/events.jsonl")

        let command = SwiftPackage(in: root).testBuilt(
            binary, filter: "^Exercise1_1Tests\\.", events: events, timeout: 60, environment: ["A": "1"])

        #expect(
            command.arguments
                == [binary.path, "--testing-library", "swift-testing"] + TestEventStream.arguments(writingTo: events)
                + ["--filter", "^Exercise1_1Tests\\.", "--no-parallel"])
        #expect(command.timeout == 60)
        #expect(command.environment == ["A": "1"])
    }
    #endif
}
