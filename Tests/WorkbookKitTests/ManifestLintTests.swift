import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Every problem `verify` finds in a manifest before building anything.
@Suite("verify lints exercises.json against the Exercises folder")
struct ManifestLintTests {
    private func problems(_ fixture: FixtureWorkbook) throws -> [String] {
        let catalogue = try ExerciseCatalogue(contentsOf: fixture.paths.manifest)
        return ManifestLint(paths: fixture.paths, catalogue: catalogue).problems().map(\.description)
    }

    @Test("A well-formed exercise has nothing to report")
    func clean() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        #expect(try problems(fixture) == [])
    }

    @Test("An id listed twice is reported")
    func duplicateID() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let exercise = FixtureWorkbook.answer("1.1").exercise
        try fixture.writeManifest([exercise, exercise])
        #expect(try problems(fixture).contains("Exercise 1.1: the id is listed more than once."))
    }

    @Test("A missing file, a stub without TODO and a missing solution are reported")
    func files() throws {
        var noTODO = FixtureWorkbook.answer("1.2")
        noTODO.stub = "func answer() -> Int { 0 }\n"
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), noTODO])
        defer { fixture.remove() }
        try FileManager.default.removeItem(
            at: fixture.paths.exerciseFile("Chapter01/Solutions/Exercise1_1/Answer.swift"))
        var listed = FixtureWorkbook.answer("1.2").exercise
        listed = Exercise(
            id: listed.id, chapter: 1, title: listed.title,
            files: listed.files + ["Chapter01/Sources/Exercise1_2/Gone.swift"],
            suite: listed.suite, hints: listed.hints, mainActor: false)
        try fixture.writeManifest([FixtureWorkbook.answer("1.1").exercise, listed])

        let found = try problems(fixture)
        #expect(
            found.contains("Exercise 1.1: Chapter01/Solutions/Exercise1_1/Answer.swift (its solution) does not exist."))
        #expect(
            found.contains(
                "Exercise 1.2: Chapter01/Sources/Exercise1_2/Answer.swift has no TODO marker telling the learner what to do."
            ))
        #expect(found.contains("Exercise 1.2: Chapter01/Sources/Exercise1_2/Gone.swift does not exist."))
    }

    @Test("Too few hints, an empty hint, a missing title and a badly named suite are reported")
    func entryFields() throws {
        var spec = FixtureWorkbook.answer("1.1")
        spec.hints = [" "]
        spec.title = ""
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        let found = try problems(fixture)
        #expect(found.contains("Exercise 1.1: it has 1 hint(s); give two or three, from gentle to specific."))
        #expect(found.contains("Exercise 1.1: a hint is empty."))
        #expect(found.contains("Exercise 1.1: the title is missing."))
        #expect(found.contains { $0.hasPrefix("Exercise 1.1: the suite \"Exercise 1.1 — \" should read") })
    }

    @Test("An id that does not read chapter.number, or names another chapter, is reported")
    func badIDs() throws {
        let fixture = try FixtureWorkbook([])
        defer { fixture.remove() }
        try fixture.writeManifest([
            Exercise(id: "one", chapter: 1, title: "T", files: [], suite: "S", hints: ["a", "b"]),
            Exercise(id: "2.1", chapter: 3, title: "T", files: [], suite: "Exercise 2.1 — T", hints: ["a", "b"]),
        ])
        let found = try problems(fixture)
        #expect(found.contains("Exercise one: the id \"one\" does not read chapter.number, like \"4.2\"."))
        #expect(found.contains("Exercise 2.1: the id says chapter 2 but \"chapter\" is 3."))
    }

    @Test("A test folder that does not declare the exercise's suite is reported")
    func suiteNotDeclared() throws {
        var spec = FixtureWorkbook.answer("1.1")
        spec.test = spec.test.replacingOccurrences(of: "@Suite(\"Exercise 1.1 — Answer\")", with: "@Suite(\"Answers\")")
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        #expect(
            try problems(fixture).contains(
                "Exercise 1.1: no test file in Chapter01/Tests/Exercise1_1Tests/ declares @Suite(\"Exercise 1.1 — Answer\")."
            ))
    }

    @Test("Files and folders that no exercise claims are reported as stray")
    func strayFiles() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        try fixture.write("// extra\n", to: "Chapter01/Sources/Exercise1_1/Extra.swift")
        try fixture.write("// old\n", to: "Chapter01/Sources/Exercise1_9/Old.swift")
        try fixture.write("// extra\n", to: "Chapter01/Solutions/Exercise1_1/Extra.swift")
        try fixture.write("// lost\n", to: "Chapter07/Sources/Exercise7_1/Lost.swift")
        try fixture.write("{}\n", to: "Chapter01/exercises.fragment.json")
        let found = try problems(fixture)
        #expect(
            found.contains(
                "Exercise 1.1: Chapter01/Sources/Exercise1_1/Extra.swift is in the exercise's folder but not in its \"files\"."
            ))
        #expect(found.contains("Exercises/Chapter01/Sources/Exercise1_9 belongs to no exercise in exercises.json."))
        #expect(
            found.contains(
                "Exercises/Chapter01/Solutions/Exercise1_1/Extra.swift solves no file listed for exercise 1.1."))
        #expect(found.contains("Exercises/Chapter07 belongs to no exercise in exercises.json."))
        #expect(found.contains { $0.hasPrefix("Exercises/Chapter01/exercises.fragment.json: move its entries") })
    }

    @Test("An exercise without a shortcut, a shortcut without files, or a stray shortcut folder is reported")
    func shortcuts() throws {
        var none = FixtureWorkbook.answer("1.2")
        none.shortcut = nil
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), none])
        defer { fixture.remove() }
        try FileManager.default.removeItem(
            at: fixture.paths.exerciseFile("Chapter01/Shortcuts/Exercise1_1/off-by-one/Answer.swift"))
        try fixture.write("func answer() -> Int { 7 }\n", to: "Chapter01/Shortcuts/Exercise1_1/guess/Answer.swift")

        let found = try problems(fixture)
        #expect(found.contains { $0.hasPrefix("Exercise 1.2: it ships no shortcut.") })
        #expect(
            found.contains(
                "Exercise 1.1: shortcut \"off-by-one\" has no Swift file in Chapter01/Shortcuts/Exercise1_1/off-by-one/."
            ))
        #expect(
            found.contains("Exercises/Chapter01/Shortcuts/Exercise1_1/guess is no shortcut listed for exercise 1.1."))
    }

    @Test(
        "Four lines of a solution's answer in a chapter, or in a hint before the last, are reported; the last hint may")
    func solutionInSight() throws {
        var spec = FixtureWorkbook.answer("1.1")
        spec.stub = "// TODO: add up the answer.\nfunc answer() -> Int {\n    0\n}\n"
        spec.solution = """
            func answer() -> Int {
                let tens = 4 * 10
                let units = 2 * 1
                let total = tens + units
                return total
            }

            """
        spec.hints = [
            "Gentle: add up tens and units.",
            "Specific: `let tens = 4 * 10; let units = 2 * 1; let total = tens + units`",
        ]
        let fixture = try FixtureWorkbook([spec])
        defer { fixture.remove() }
        #expect(try problems(fixture) == [], "three lines in the last hint, and none in a chapter")

        let chapter = fixture.root.appendingPathComponent("Chapters/appendix/a-answers.md")
        try
            "# Answers\n\n```swift\nfunc answer() -> Int {\n  let tens = 4 * 10\n  let units = 2 * 1\n  let total = tens + units\n```\n"
            .write(to: chapter.creatingFolder(), atomically: true, encoding: .utf8)
        spec.hints = [
            "Gentle: `let tens = 4 * 10; let units = 2 * 1; let total = tens + units; return total`", "Last.",
        ]
        try fixture.writeManifest([spec.exercise])

        let found = try problems(fixture)
        #expect(
            found.contains {
                $0.hasPrefix(
                    "Exercise 1.1: Chapters/appendix/a-answers.md quotes its answer: 4 or more lines of "
                        + "Exercises/Chapter01/Solutions/Exercise1_1/Answer.swift from line 1")
            })
        #expect(found.contains { $0.hasPrefix("Exercise 1.1: hint 1 quotes its answer") })
    }

    @Test("A shortcut made from the solution must edit a file of the exercise, with text its solution has")
    func shortcutEdits() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.paths.exerciseFile("Chapter01/Shortcuts"))
        let exercise = FixtureWorkbook.answer("1.1").exercise
        func withEdits(_ edits: [Shortcut.Edit]) throws -> [String] {
            let shortcut = Shortcut(name: "off-by-one", tries: "a near miss", failsWith: "42", fromSolution: edits)
            let catalogue = ExerciseCatalogue(exercises: [
                Exercise(
                    id: exercise.id, chapter: 1, title: exercise.title, files: exercise.files, suite: exercise.suite,
                    hints: exercise.hints, mainActor: false, shortcuts: [shortcut])
            ])
            return ManifestLint(paths: fixture.paths, catalogue: catalogue).problems().map(\.description)
        }
        let solution = "Chapter01/Solutions/Exercise1_1/Answer.swift"

        #expect(try withEdits([Shortcut.Edit(file: "Answer.swift", replace: "42", with: "41")]).isEmpty)
        #expect(
            try withEdits([Shortcut.Edit(file: "Answer.swift", replace: "43", with: "41")]).contains(
                "Exercise 1.1: shortcut \"off-by-one\": \(solution) has no \"43\" to replace."))
        #expect(
            try withEdits([Shortcut.Edit(file: "Other.swift", replace: "42", with: "41")]).contains(
                "Exercise 1.1: shortcut \"off-by-one\" edits Other.swift, which is no file listed for the exercise."))
        #expect(
            try withEdits([]).contains(
                "Exercise 1.1: shortcut \"off-by-one\" is made from the solution but lists no edit."))
    }

    @Test("Exercises/Package.swift must list the same exercises as exercises.json")
    func packageList() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1"), FixtureWorkbook.answer("1.2")])
        defer { fixture.remove() }
        try fixture.write(
            "let exercises: [(id: String, mainActor: Bool)] = [\n    (\"1.1\", false),\n]\n", to: "Package.swift")
        let found = try problems(fixture)
        #expect(found.count == 1)
        #expect(found.first?.contains("(\"1.2\", false),  // Answer") == true)
    }
}
