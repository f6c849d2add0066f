import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Resets, with backups, against shipped files given by the test (and once by git).
@Suite("A reset never loses a learner's file")
struct ResetTests {
    let stub = "// TODO: return the answer.\nfunc answer() -> Int { 0 }\n"

    private func shipped() -> DictionaryShippedFiles {
        DictionaryShippedFiles(texts: [
            "Chapter01/Sources/Exercise1_1/Answer.swift": stub,
            "Chapter01/Tests/Exercise1_1Tests/AnswerTests.swift": FixtureWorkbook.answer("1.1").test,
            "Chapter01/Sources/Exercise1_2/Answer.swift": stub,
            "Chapter01/Tests/Exercise1_2Tests/AnswerTests.swift": FixtureWorkbook.answer("1.2").test,
        ])
    }

    @Test("The learner's file is copied to the backup before the stub is put back")
    func backsUpThenRestores() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let work = "func answer() -> Int { 41 } // nearly\n"
        try fixture.write(work, to: "Chapter01/Sources/Exercise1_1/Answer.swift")

        let outcome = try ExerciseReset(paths: fixture.paths, shipped: shipped())
            .reset([FixtureWorkbook.answer("1.1").exercise], stamp: "T1")

        #expect(fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift") == stub)
        let backup = try #require(outcome.backup)
        #expect(backup.path == fixture.paths.backups.appendingPathComponent("T1").path)
        let saved = try String(
            contentsOf: backup.appendingPathComponent("Exercises/Chapter01/Sources/Exercise1_1/Answer.swift"),
            encoding: .utf8)
        #expect(saved == work)
    }

    @Test("A test file the learner changed goes back too, after its backup")
    func changedTests() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let test = "Chapter01/Tests/Exercise1_1Tests/AnswerTests.swift"
        let original = try #require(fixture.read(test))
        try fixture.write("// weakened\n", to: test)

        let outcome = try ExerciseReset(paths: fixture.paths, shipped: shipped())
            .reset([FixtureWorkbook.answer("1.1").exercise], stamp: "T")

        #expect(fixture.read(test) == original)
        #expect(outcome.restored == [test])
        let saved = try #require(outcome.backup).appendingPathComponent("Exercises/" + test)
        #expect(try String(contentsOf: saved, encoding: .utf8) == "// weakened\n")
    }

    @Test("Two resets in the same second keep both backups")
    func uniqueBackups() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let reset = ExerciseReset(paths: fixture.paths, shipped: shipped())
        let exercise = FixtureWorkbook.answer("1.1").exercise
        try fixture.write("// first\n", to: exercise.files[0])
        let first = try reset.reset([exercise], stamp: "T")
        try fixture.write("// second\n", to: exercise.files[0])
        let second = try reset.reset([exercise], stamp: "T")

        #expect(first.backup?.lastPathComponent == "T")
        #expect(second.backup?.lastPathComponent == "T-2")
        let texts = try [first.backup, second.backup].map {
            try String(
                contentsOf: try #require($0).appendingPathComponent("Exercises/" + exercise.files[0]), encoding: .utf8)
        }
        #expect(texts == ["// first\n", "// second\n"])
    }

    @Test("Files the learner added to an exercise's folder move to the backup")
    func addedFiles() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        try fixture.write("func helper() {}\n", to: "Chapter01/Sources/Exercise1_1/Helper.swift")
        let outcome = try ExerciseReset(paths: fixture.paths, shipped: shipped())
            .reset([FixtureWorkbook.answer("1.1").exercise], stamp: "T")
        #expect(fixture.read("Chapter01/Sources/Exercise1_1/Helper.swift") == nil)
        #expect(outcome.restored == ["Chapter01/Sources/Exercise1_1/Helper.swift"])
        let saved = try #require(outcome.backup).appendingPathComponent(
            "Exercises/Chapter01/Sources/Exercise1_1/Helper.swift")
        #expect(FileManager.default.fileExists(atPath: saved.path))
    }

    @Test("When a shipped version cannot be found, nothing at all is changed")
    func missingShippedVersion() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        try fixture.write("// mine\n", to: "Chapter01/Sources/Exercise1_1/Answer.swift")
        let partial = DictionaryShippedFiles(texts: ["Chapter01/Sources/Exercise1_1/Answer.swift": stub])
        let exercises = [FixtureWorkbook.answer("1.1").exercise, FixtureWorkbook.answer("1.2").exercise]

        #expect(throws: WorkbookError.self) {
            try ExerciseReset(paths: fixture.paths, shipped: partial).reset(exercises, stamp: "T")
        }
        #expect(fixture.read("Chapter01/Sources/Exercise1_1/Answer.swift") == "// mine\n")
        #expect(!FileManager.default.fileExists(atPath: fixture.paths.backups.path))
    }

    @Test("An exercise already as shipped needs no backup")
    func nothingToSave() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let outcome = try ExerciseReset(paths: fixture.paths, shipped: shipped())
            .reset([FixtureWorkbook.answer("1.1").exercise], stamp: "T")
        #expect(outcome.restored.isEmpty && outcome.backup == nil)
    }

    @Test("A test file the learner deleted comes back")
    func deletedTest() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let test = "Chapter01/Tests/Exercise1_1Tests/AnswerTests.swift"
        try FileManager.default.removeItem(at: fixture.paths.exerciseFile(test))

        let outcome = try ExerciseReset(paths: fixture.paths, shipped: shipped())
            .reset([FixtureWorkbook.answer("1.1").exercise], stamp: "T")

        #expect(fixture.read(test) == FixtureWorkbook.answer("1.1").test)
        #expect(outcome.restored == [test] && outcome.backup == nil)
    }

    @Test("The shipped version is the one Exercises/shipped.txt names, even after the learner commits their work")
    func shippedSurvivesACommit() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let git = SystemProcessRunner()
        let identity = ["-c", "user.name=Workbook", "-c", "user.email=workbook@example.com"]
        func commit(_ message: String) throws {
            for arguments in [["git", "add", "."], ["git"] + identity + ["commit", "-q", "-m", message]] {
                let result = git.run(ProcessCommand(arguments, in: fixture.root))
                try #require(result.succeeded, "\(arguments): \(result.errors)")
            }
        }
        try #require(git.run(ProcessCommand(["git", "init", "-q"], in: fixture.root)).succeeded)
        try commit("Shipped")
        let file = "Chapter01/Sources/Exercise1_1/Answer.swift"
        try fixture.write("func answer() -> Int { 42 }\n", to: file)
        try commit("My solution")

        let shipped = GitShippedFiles(paths: fixture.paths, processes: git)
        #expect(shipped.shippedText(of: file) == stub)
        #expect(shipped.shippedText(of: "Chapter01/Sources/Exercise1_1/Missing.swift") == nil)
        let outcome = try ExerciseReset(paths: fixture.paths, shipped: shipped)
            .reset([FixtureWorkbook.answer("1.1").exercise], stamp: "T")
        #expect(outcome.restored == [file])
        #expect(fixture.read(file) == stub)
    }

    @Test("A git blob id is what git hash-object gives")
    func blobIDs() {
        #expect(GitBlobID.of("") == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        #expect(GitBlobID.of("hello\n") == "ce013625030ba8dba906f756967f9e9ca394464a")
        #expect(
            GitBlobID.of(String(repeating: "abcdefgh", count: 20))
                == Self.gitHashObject(String(repeating: "abcdefgh", count: 20)))
    }

    @Test("The shipped record reads back what it wrote")
    func recordRoundTrip() {
        let record = ShippedRecord(ids: [
            "Chapter01/Sources/Exercise1_1/A B.swift": "abc", "Chapter01/Tests/T.swift": "def",
        ])
        #expect(ShippedRecord(text: record.text) == record)
        #expect(record.paths(under: "Chapter01/Tests") == ["Chapter01/Tests/T.swift"])
    }

    private static func gitHashObject(_ text: String) -> String {
        let file = ScratchFolder.root.appendingPathComponent("blob-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try? text.write(to: file, atomically: true, encoding: .utf8)
        let result = SystemProcessRunner().run(
            ProcessCommand(["git", "hash-object", file.path], in: ScratchFolder.root))
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
