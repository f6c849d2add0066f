import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookShell

@testable import WorkbookRunner

/// A small workbook in a temporary folder: `Exercises/` with an `exercises.json`, the matching `Package.swift` list,
/// and for each exercise a stub, a test, a solution and a shortcut. Tests shape it, break it, and read it back.
struct FixtureWorkbook {
    let root: URL
    var paths: WorkbookPaths { WorkbookPaths(root: root) }
    /// A folder beside the workbook, removed with it, for the temporary files of programs run in it.
    var temporaryFolder: URL { root.deletingLastPathComponent().appendingPathComponent("tmp") }

    /// One exercise's files: stub, test and solution sources (relative names are derived from the id).
    struct Spec {
        var id: String
        var file = "Answer.swift"
        var stub: String
        var solution: String
        var test: String
        var hints = ["Gentle.", "Specific."]
        var title = "Answer"
        var imports: [String]?
        /// The shortcut shipped beside the solution: its name, its file's text, and the words of its failure.
        var shortcut: (name: String, text: String, failsWith: String)? = (
            "off-by-one", "func answer() -> Int { 41 }\n", "Answer.swift"
        )

        var exercise: Exercise {
            let chapter = Int(id.prefix { $0 != "." }) ?? 0
            let module = "Exercise" + id.replacingOccurrences(of: ".", with: "_")
            return Exercise(
                id: id, chapter: chapter, title: title,
                files: [String(format: "Chapter%02d/Sources/%@/%@", chapter, module, file)],
                suite: "Exercise \(id) — \(title)", hints: hints, mainActor: false, imports: imports,
                shortcuts: shortcut.map { [Shortcut(name: $0.name, tries: "a near miss", failsWith: $0.failsWith)] }
                    ?? []
            )
        }
    }

    /// A stub that returns a wrong value, a solution that returns the right one, and a test naming the file.
    static func answer(_ id: String, stub: String = "0", solution: String = "42") -> Spec {
        let module = "Exercise" + id.replacingOccurrences(of: ".", with: "_")
        return Spec(
            id: id,
            stub: "// TODO: return the answer.\nfunc answer() -> Int { \(stub) }\n",
            solution: "func answer() -> Int { \(solution) }\n",
            test: """
                import Testing
                @testable import \(module)

                @Suite("Exercise \(id) — Answer")
                struct AnswerTests {
                    @Test("The answer is 42")
                    func theAnswer() {
                        #expect(answer() == 42, "Return 42 from answer() in Answer.swift")
                    }
                }

                """
        )
    }

    /// Makes the workbook in a folder of its own under `parent`: the scratch folder, or the disk for a test that
    /// builds in it (a build's hundreds of megabytes belong on disk, not in memory).
    init(_ specs: [Spec], in parent: URL = ScratchFolder.root) throws {
        root =
            parent
            .appendingPathComponent("workbook-fixture-\(UUID().uuidString)")
            .appendingPathComponent("fixture")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        for spec in specs {
            let exercise = spec.exercise
            try write(spec.stub, to: exercise.files[0])
            try write(spec.solution, to: exercise.solution(for: exercise.files[0]))
            for (shortcut, text) in zip(exercise.shortcuts, [spec.shortcut?.text].compactMap { $0 }) {
                try write(text, to: exercise.shortcutFile(shortcut, for: exercise.files[0]))
            }
            try write(spec.test, to: exercise.testsFolder + "/AnswerTests.swift")
        }
        try writeManifest(specs.map(\.exercise))
        try recordShipped()
    }

    /// Records every stub and test as they are now as shipped (`Exercises/shipped.txt`).
    func recordShipped() throws {
        let catalogue = try ExerciseCatalogue(contentsOf: paths.manifest)
        let record = ShippedRecord.recording(catalogue.exercises, paths: paths)
        try TextFile.writeScratch(record.text, to: paths.shippedRecord)
    }

    /// The shipped files as a dictionary: what `Exercises/shipped.txt` names, with the texts as they are now.
    func shippedNow() throws -> DictionaryShippedFiles {
        let catalogue = try ExerciseCatalogue(contentsOf: paths.manifest)
        var texts: [String: String] = [:]
        for exercise in catalogue.exercises {
            for file in ShippedRecord.shippable(exercise, paths: paths) { texts[file] = read(file) }
        }
        return DictionaryShippedFiles(texts: texts)
    }

    /// Writes `exercises.json` and the matching list in `Exercises/Package.swift`.
    func writeManifest(_ exercises: [Exercise]) throws {
        func quoted(_ text: String) -> String {
            (try? String(data: JSONEncoder().encode(text), encoding: .utf8)) ?? "\"\""
        }
        func list(_ texts: [String]) -> String { "[" + texts.map(quoted).joined(separator: ", ") + "]" }
        let entries = exercises.map { exercise in
            let imports = exercise.imports.map { ", \"imports\": " + list($0) }
            let shortcuts = exercise.shortcuts.map { shortcut in
                "{\"name\": \(quoted(shortcut.name)), \"tries\": \(quoted(shortcut.tries)), "
                    + "\"failsWith\": \(quoted(shortcut.failsWith)), \"doesNotCompile\": \(shortcut.doesNotCompile)}"
            }
            return """
                {"id": \(quoted(exercise.id)), "chapter": \(exercise.chapter), "title": \(quoted(exercise.title)), \
                "files": \(list(exercise.files)), "suite": \(quoted(exercise.suite)), "hints": \(list(exercise.hints)), \
                "mainActor": \(exercise.mainActor)\(imports ?? ""), \
                "shortcuts": [\(shortcuts.joined(separator: ", "))]}
                """
        }
        try write("{\"exercises\": [\n" + entries.joined(separator: ",\n") + "\n]}\n", to: "exercises.json")
        let catalogue = try ExerciseCatalogue(json: Data(contentsOf: paths.manifest))
        try write(
            ManifestLint(paths: paths, catalogue: catalogue).expectedPackageLines.joined(separator: "\n") + "\n",
            to: "Package.swift")
    }

    /// Gives the workbook a library module, `Sources/<name>/`, with one file: something for the exercises to link.
    func addModule(_ name: String = "Backend") throws {
        let file = root.appendingPathComponent("Sources/\(name)/Answer.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try TextFile.writeScratch("public let answer = 42\n", to: file)
    }

    /// Writes a file under `Exercises/`.
    func write(_ text: String, to path: String) throws {
        let url = paths.exerciseFile(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try TextFile.writeScratch(text, to: url)
    }

    /// Adds a benchmark as `workbook bench` finds one: an executable's `main.swift` under `Benchmarks/<name>/`.
    func addBenchmark(_ name: String) throws {
        let main = root.appendingPathComponent("Benchmarks/\(name)/main.swift")
        try FileManager.default.createDirectory(at: main.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "print(\"\(name)\")\n".write(to: main, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: paths.exerciseFile(path), encoding: .utf8)
    }

    /// A `Workbook` over this fixture, writing into `output` (and its errors into `errors`, or `output` too).
    func workbook(
        processes: FakeProcessRunner = FakeProcessRunner(), output: OutputLines, errors: OutputLines? = nil,
        environment: [String: String] = [:]
    ) -> Workbook {
        Workbook(
            paths: paths, processes: processes, style: TextStyle(isEnabled: false), environment: environment,
            write: output.append, writeError: (errors ?? output).append,
            now: { Date(timeIntervalSince1970: 1_795_300_000) }
        )
    }

    /// A command read from its command line as dispatch reads it, for a test to set the command's own seams
    /// before `Workbook.run(_:)` runs it (`watch`'s pause, `reset`'s files as shipped).
    func command<Command: WorkbookCommand>(_ type: Command.Type, _ arguments: [String]) throws -> Command {
        try Command(ParsedArguments(arguments, for: Command.description))
    }

    /// `reset` with these arguments, reading the files as shipped from `shipped` instead of git.
    func reset(_ arguments: [String], shipped: any ShippedFiles) throws -> ResetCommand {
        var reset = try command(ResetCommand.self, arguments)
        reset.shipped = shipped
        return reset
    }

    /// The catalogue as `exercises.json` now has it.
    func catalogue() throws -> ExerciseCatalogue {
        try ExerciseCatalogue(contentsOf: paths.manifest)
    }

    /// One exercise of the catalogue.
    func exercise(_ id: String) throws -> Exercise {
        try #require(try catalogue().exercise(id))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }
}
