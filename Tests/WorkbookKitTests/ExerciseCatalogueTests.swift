import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Reading `exercises.json`.
@Suite("exercises.json reads as a list of exercises in book order")
struct ExerciseCatalogueTests {
    @Test("Exercises come in book order: by chapter, then by number, so 1.10 follows 1.9")
    func bookOrder() throws {
        let json = #"{"exercises": [{"id": "1.10"}, {"id": "2.1"}, {"id": "1.9"}, {"id": "1.2"}]}"#
        let catalogue = try ExerciseCatalogue(json: Data(json.utf8))
        #expect(catalogue.exercises.map(\.id) == ["1.2", "1.9", "1.10", "2.1"])
    }

    @Test("An exercise's folders and module are named after its id")
    func naming() {
        let exercise = Exercise(
            id: "4.2", chapter: 4, title: "T", files: ["Chapter04/Sources/Exercise4_2/Router.swift"], suite: "S",
            hints: [])
        #expect(exercise.module == "Exercise4_2")
        #expect(exercise.testsFolder == "Chapter04/Tests/Exercise4_2Tests")
        #expect(exercise.solution(for: exercise.files[0]) == "Chapter04/Solutions/Exercise4_2/Router.swift")
    }

    @Test("Missing keys read as empty, and mainActor defaults to true")
    func defaults() throws {
        let catalogue = try ExerciseCatalogue(json: Data(#"{"exercises": [{"id": "1.1"}]}"#.utf8))
        let exercise = try #require(catalogue.exercises.first)
        #expect(exercise.hints == [] && exercise.files == [] && exercise.title == "")
        #expect(exercise.mainActor)
    }

    @Test("A manifest that is not JSON gets a message naming the file")
    func notJSON() {
        #expect(throws: WorkbookError.self) { try ExerciseCatalogue(json: Data("{".utf8)) }
        do {
            _ = try ExerciseCatalogue(json: Data("{".utf8))
        } catch {
            #expect(error.message.hasPrefix("exercises.json is not valid JSON"))
        }
    }

    @Test("An unknown id gets the nearest id and the list of ids")
    func unknownID() throws {
        let catalogue = try ExerciseCatalogue(json: Data(#"{"exercises": [{"id": "1.1"}, {"id": "1.2"}]}"#.utf8))
        #expect(
            catalogue.unknownIDMessage("1.3")
                == "There is no exercise 1.3. Did you mean 1.1? The exercises: 1.1, 1.2.")
    }

    @Test("The workbook is found from any folder inside it, and not outside it")
    func findsTheRoot() throws {
        let fixture = try FixtureWorkbook([FixtureWorkbook.answer("1.1")])
        defer { fixture.remove() }
        let inside = fixture.paths.exerciseFile("Chapter01/Sources")
        #expect(WorkbookPaths.find(from: inside)?.root.path == fixture.root.standardizedFileURL.path)
        #expect(WorkbookPaths.find(from: fixture.root.deletingLastPathComponent()) == nil)
    }
}
