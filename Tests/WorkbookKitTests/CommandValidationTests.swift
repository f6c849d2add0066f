import AppCatalogue
import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookShell

/// A command line that cannot be done is refused while it is read, before any patch is applied or anything measured.
@Suite("Options that cannot go together are refused before any work starts")
struct CommandValidationTests {
    /// Runs `arguments` in a fixture workbook with `benchmarks` under `Benchmarks/`: the exit status, what went to
    /// standard error, and the processes run.
    private func refusal(
        _ arguments: [String], benchmarks: [String] = []
    ) throws -> (status: Int32, errors: [String], processes: Int) {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        for benchmark in benchmarks { try fixture.addBenchmark(benchmark) }
        let processes = FakeProcessRunner()
        let errors = OutputLines()
        let status = fixture.workbook(processes: processes, output: OutputLines(), errors: errors).run(arguments)
        return (status, errors.lines, processes.commands.count)
    }

    @Test("The options several commands share, --record and --markdown, are spelled in one file, the lab's group")
    func sharedOptionsSpelledOnce() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let tree = try SourceTree(root: root, folders: ["Sources"])
        for flag in ["--record", "--markdown"] {
            let spelling = tree.files.filter { file in file.lines.contains { $0.contains("\"\(flag)\"") } }
            #expect(spelling.map(\.fileName) == ["CommandOption+Recording.swift"], "\(flag)")
        }
    }

    @Test("changes refuses --record with a change request named, before it applies a single patch")
    func changesRecordsEveryRequest() throws {
        let refused = try refusal(["changes", "02", "--record"])
        #expect(refused.status == 2)
        #expect(refused.errors.first == "--record measures every change request: name none.")
        #expect(refused.processes == 0)
    }

    @Test("changes --record refuses a request where an app has fewer than two patches, naming each, before any work")
    func changesRecordsOnlyBothAuthors() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let folder = fixture.root.appendingPathComponent("Changes/01-fix")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("second"), withIntermediateDirectories: true)
        try "# 01 — A fix\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        for app in Architecture.allCases {
            try "".write(
                to: folder.appendingPathComponent(app.moduleName + ".patch"), atomically: true, encoding: .utf8)
            guard app != .unidirectional else { continue }
            try "".write(
                to: folder.appendingPathComponent("second/" + app.moduleName + ".patch"), atomically: true,
                encoding: .utf8)
        }
        let processes = FakeProcessRunner()
        let errors = OutputLines()

        let status = fixture.workbook(processes: processes, output: OutputLines(), errors: errors)
            .run(["changes", "--record"])

        #expect(status != 0)
        #expect(errors.lines.joined(separator: " ").contains("fewer: 01-fix Unidirectional."))
        #expect(processes.commands.isEmpty)
    }

    @Test("changes refuses a change request it does not have before applying anything, naming the nearest one")
    func changesNamesARequest() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        for name in ["01-fix", "02-stock"] {
            let folder = fixture.root.appendingPathComponent("Changes/" + name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "# \(name)\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
        let processes = FakeProcessRunner()
        let errors = OutputLines()

        let status = fixture.workbook(processes: processes, output: OutputLines(), errors: errors)
            .run(["changes", "stok"])

        #expect(status == 2)
        #expect(
            errors.lines.first
                == "There is no change request `stok`. Did you mean `stock`? The change requests: 01-fix, 02-stock.")
        #expect(processes.commands.isEmpty)
    }

    @Test("An unknown exercise, feature, benchmark or change request is refused in the same words")
    func oneWayToRefuseAName() {
        let refusals = [
            UsageError.unknown("exercise", "1.7", among: ["1.1", "1.2"], quoted: false).message,
            UsageError.unknown("feature", "reserv", among: ["pros-cons", "reserve"]).message,
        ]
        #expect(
            refusals == [
                "There is no exercise 1.7. Did you mean 1.1? The exercises: 1.1, 1.2.",
                "There is no feature `reserv`. Did you mean `reserve`? The features: pros-cons, reserve.",
            ])
    }

    @Test("compare refuses --spec or --markdown with --record, which would have measured and ignored them")
    func compareRecordsOrPrints() throws {
        for arguments in [["compare", "--spec", "--record", "spec"], ["compare", "--record", "all", "--markdown"]] {
            let refused = try refusal(arguments)
            #expect(refused.status == 2, "\(arguments)")
            #expect(refused.errors.first?.hasPrefix("--record measures and stores; --spec and --markdown") == true)
            #expect(refused.processes == 0)
        }
    }

    @Test("compare refuses a --record it does not know, naming the values its type declares")
    func compareRecordValue() throws {
        let refused = try refusal(["compare", "--record", "cover"])
        #expect(refused.status == 2)
        #expect(refused.errors.first == "--record takes coverage, spec or all (got cover).")
        #expect(refused.processes == 0)
        #expect(CompareCommand.record.usage == "--record <coverage|spec|all>")
    }

    @Test("bench refuses a benchmark it does not have before building anything, wherever --record stands")
    func benchNamesABenchmark() throws {
        for arguments in [["bench", "fast-bnch", "--record"], ["bench", "--record", "fast-bnch", "--rounds", "1"]] {
            let refused = try refusal(arguments, benchmarks: ["fast-bench", "slow-bench"])
            #expect(refused.status == 2, "\(arguments)")
            #expect(
                refused.errors.first
                    == "There is no benchmark `fast-bnch`. Did you mean `fast-bench`? The benchmarks: fast-bench, "
                    + "slow-bench.")
            #expect(refused.processes == 0)
        }
    }

    @Test("side-by-side refuses a feature or --markdown with --record, which runs every feature and prints nothing")
    func sideBySideRecordsEveryFeature() throws {
        for arguments in [["side-by-side", "cart", "--record"], ["side-by-side", "--record", "--markdown"]] {
            let refused = try refusal(arguments)
            #expect(refused.status == 2, "\(arguments)")
            #expect(
                refused.errors.first
                    == "--record runs every feature in every app and prints no table: give it no feature and no "
                    + "--markdown.")
            #expect(refused.processes == 0)
        }
    }

    @Test("side-by-side refuses no feature or an unknown one while reading the command line, naming the features")
    func sideBySideNeedsAFeature() throws {
        let missing = try refusal(["side-by-side"])
        #expect(missing.status == 2)
        #expect(missing.errors.first?.hasPrefix("`side-by-side` needs a feature, or --record. The features: ") == true)
        let unknown = try refusal(["side-by-side", "reserv"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.first?.hasPrefix("There is no feature `reserv`. Did you mean `reserve`?") == true)
        #expect(missing.processes == 0 && unknown.processes == 0)
    }
}
