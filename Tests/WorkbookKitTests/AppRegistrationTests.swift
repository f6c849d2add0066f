import AppCatalogue
import ArchitectureRules
import Foundation
import Testing
import WorkbookRunner
import WorkbookShell

/// Each place besides the catalogue that lists the apps, read the way the workbook reads it: an app added to
/// `Architecture` and missing from one of them fails here, naming the place (CONTRIBUTING, "Adding an architecture").
@Suite("Every app in the catalogue is registered in each place that lists the apps")
struct AppRegistrationTests {
    /// `.ci/mutants.json` as `.ci/mutants.swift` decodes it, as far as the apps are concerned.
    private struct MutantCatalogue: Decodable {
        struct Mutant: Decodable {
            let file: String
        }

        let fallbackSuites: [String: [String]]
        let mutants: [Mutant]
    }

    private let paths = WorkbookPaths(root: WorkbookBinary.repositoryRoot)

    @Test("Package.swift's apps list the app with its chapter's tests", arguments: Architecture.allCases)
    func packageListsTheApp(app: Architecture) throws {
        let manifest = try TextFile.contents(of: paths.root.appendingPathComponent("Package.swift"))
        let entry = manifest.split(separator: "\n").first {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("(\"\(app.moduleName)\",")
        }
        #expect(
            entry?.contains("\"\(app.chapterTests)\"") == true,
            "Package.swift's apps have no line for \(app.moduleName)")
    }

    @Test("RuleBook.all holds the app's rule book", arguments: Architecture.allCases)
    func ruleBookIsListed(app: Architecture) {
        #expect(RuleBook.all.contains { $0.module == app.moduleName }, "RuleBook.all has no book for \(app.moduleName)")
    }

    @Test("BookChapter.all names the app's chapter, and its file is in Chapters/", arguments: Architecture.allCases)
    func chapterIsListed(app: Architecture) throws {
        let chapter = try #require(
            BookChapter.all.first { $0.number == app.chapter }, "BookChapter.all has no chapter \(app.chapter)")
        #expect(FileManager.default.fileExists(atPath: paths.root.appendingPathComponent(chapter.path).path))
    }

    @Test(
        "exercises.json has exercises in the app's chapter, and Exercises/Package.swift lists each of them",
        arguments: Architecture.allCases)
    func chapterHasExercises(app: Architecture) throws {
        let exercises = try ExerciseCatalogue(contentsOf: paths.manifest).exercises(inChapter: app.chapter)
        #expect(!exercises.isEmpty, "exercises.json has no exercise in chapter \(app.chapter)")
        let package = try TextFile.contents(of: paths.exercisesPackage)
        for exercise in exercises {
            let listed = package.contains("(\"\(exercise.id)\", \(exercise.mainActor))")
            #expect(listed, "Exercises/Package.swift does not list exercise \(exercise.id)")
        }
    }

    @Test(
        ".ci/mutants.json has mutants of the app's code, and falls back on its chapter's tests",
        arguments: Architecture.allCases)
    func mutantsCoverTheApp(app: Architecture) throws {
        let file = paths.root.appendingPathComponent(".ci/mutants.json")
        let catalogue = try JSONDecoder().decode(MutantCatalogue.self, from: Data(contentsOf: file))
        #expect(
            catalogue.fallbackSuites[app.moduleName]?.contains(app.chapterTests) == true,
            "no fallbackSuites entry names \(app.chapterTests) for \(app.moduleName)")
        #expect(
            catalogue.mutants.contains { $0.file.hasPrefix("Sources/\(app.moduleName)/") },
            "no mutant of Sources/\(app.moduleName)/")
    }

    @Test(
        "Every library of the workbook that the app imports is one the layer-rule scanner reads (SourceTree.libraries)",
        arguments: Architecture.allCases)
    func librariesAreScanned(app: Architecture) throws {
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: paths.root.appendingPathComponent("Sources").path)
        let tree = try SourceTree(root: paths.root, folders: ["Sources/" + app.moduleName])
        let imported = Set(
            tree.files.flatMap { SwiftImports.modules(in: $0.lines.joined(separator: "\n")) }.map(\.module))
        let libraries = imported.intersection(modules).subtracting([app.moduleName])
        #expect(!tree.files.isEmpty)
        #expect(
            libraries.isSubset(of: SourceTree.libraries),
            "not in SourceTree.libraries: \(libraries.subtracting(SourceTree.libraries).sorted())")
    }
}
