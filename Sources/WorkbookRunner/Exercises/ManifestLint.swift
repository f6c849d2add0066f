import Foundation
import WorkbookShell

/// Checks `Exercises/` against `exercises.json`: what `workbook verify` reports before it builds anything.
///
/// Ids are unique and read `C.N` with C the chapter; titles, suites and hints are there; every listed file exists,
/// carries a `TODO`, and has a solution; every test folder declares the exercise's suite; nothing sits in a chapter's
/// folders that no exercise claims; `Exercises/Package.swift` lists the same exercises (and the same `imports`);
/// `Exercises/shipped.txt` records every stub and test as they are; every exercise ships at least one shortcut, with
/// its files; and no solution stands in a chapter or in a hint before the last (``SolutionInSight``).
public struct ManifestLint: Sendable {
    public let paths: WorkbookPaths
    public let catalogue: ExerciseCatalogue

    public init(paths: WorkbookPaths, catalogue: ExerciseCatalogue) {
        self.paths = paths
        self.catalogue = catalogue
    }

    /// One problem, in a sentence, and the exercise it concerns (if any).
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var exercise: String?
        public var message: String

        public var description: String { (exercise.map { "Exercise \($0): " } ?? "") + message }
    }

    public func problems() -> [Problem] {
        var problems: [Problem] = []
        var seen: Set<String> = []
        for exercise in catalogue.exercises {
            if !seen.insert(exercise.id).inserted {
                problems.append(Problem(exercise: exercise.id, message: "the id is listed more than once."))
            }
            problems += entryProblems(exercise).map { Problem(exercise: exercise.id, message: $0) }
        }
        problems += strayFiles().map { Problem(exercise: nil, message: $0) }
        problems += packageListProblems().map { Problem(exercise: nil, message: $0) }
        problems += shippedRecordProblems()
        problems += SolutionInSight(paths: paths).quotations(in: catalogue.exercises.filter { $0.number != nil })
            .map { quotation in
                Problem(
                    exercise: quotation.exercise,
                    message: "\(quotation.place) quotes its answer: \(SolutionInSight.runLength) or more lines of "
                        + "Exercises/\(quotation.solutionFile) from line \(quotation.line) stand there. Ask for the "
                        + "idea on another feature or in another shape, or hint at it without the code.")
            }
        return problems
    }

    private func entryProblems(_ exercise: Exercise) -> [String] {
        var problems: [String] = []
        guard let number = exercise.number else {
            return ["the id \"\(exercise.id)\" does not read chapter.number, like \"4.2\"."]
        }
        if number.chapter != exercise.chapter {
            problems.append("the id says chapter \(number.chapter) but \"chapter\" is \(exercise.chapter).")
        }
        if exercise.title.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append("the title is missing.")
        }
        let suitePrefix = "Exercise \(exercise.id) — "
        if !exercise.suite.hasPrefix(suitePrefix) || exercise.suite.count == suitePrefix.count {
            problems.append("the suite \"\(exercise.suite)\" should read \"\(suitePrefix)<what it proves>\".")
        }
        if exercise.hints.count < 2 {
            problems.append("it has \(exercise.hints.count) hint(s); give two or three, from gentle to specific.")
        }
        if exercise.hints.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            problems.append("a hint is empty.")
        }
        if exercise.files.isEmpty {
            problems.append("\"files\" lists no file to edit.")
        }
        let modules = ScratchPackage.modules(of: paths.root)
        for module in exercise.imports ?? [] where !modules.contains(module) {
            problems.append("\"imports\" names \(module), which is no module under Sources/.")
        }
        for file in exercise.files {
            guard file.hasPrefix(exercise.sourcesFolder + "/"), file.hasSuffix(".swift") else {
                problems.append("\(file) is not a Swift file under \(exercise.sourcesFolder)/.")
                continue
            }
            guard let stub = TextFile.read(paths.exerciseFile(file)) else {
                problems.append("\(file) does not exist.")
                continue
            }
            if !stub.contains("TODO") {
                problems.append("\(file) has no TODO marker telling the learner what to do.")
            }
            if !FileManager.default.fileExists(atPath: paths.exerciseFile(exercise.solution(for: file)).path) {
                problems.append("\(exercise.solution(for: file)) (its solution) does not exist.")
            }
        }
        problems += shortcutProblems(exercise)
        let listed = Set(exercise.files)
        for file in SourceFolder.swiftFiles(
            under: paths.exerciseFile(exercise.sourcesFolder), relativeTo: paths.exercises)
        where !listed.contains(file) {
            problems.append("\(file) is in the exercise's folder but not in its \"files\".")
        }
        let tests = SourceFolder.swiftFiles(
            under: paths.exerciseFile(exercise.testsFolder), relativeTo: paths.exercises)
        let declaration = "@Suite(\"\(exercise.suite)\""
        if tests.isEmpty {
            problems.append("\(exercise.testsFolder)/ has no tests.")
        } else if !tests.contains(where: { TextFile.read(paths.exerciseFile($0))?.contains(declaration) ?? false }) {
            problems.append("no test file in \(exercise.testsFolder)/ declares @Suite(\"\(exercise.suite)\").")
        }
        return problems
    }

    /// Whether the exercise ships its shortcuts: at least one, each named, saying what it tries and why it fails,
    /// with files that replace only the exercise's own.
    private func shortcutProblems(_ exercise: Exercise) -> [String] {
        guard !exercise.shortcuts.isEmpty else {
            return [
                "it ships no shortcut. List in \"shortcuts\" what a learner would try instead of the lesson (the "
                    + "one-liner, the chapter's excerpt pasted in, the half fix), each with its files in "
                    + "\(exercise.shortcutsFolder)/<name>/, so that `verify` proves each one fails."
            ]
        }
        var problems: [String] = []
        var names: Set<String> = []
        for shortcut in exercise.shortcuts {
            let named = "shortcut \"\(shortcut.name)\""
            guard !shortcut.name.isEmpty, !shortcut.name.contains("/"), !shortcut.name.hasPrefix(".") else {
                problems.append("a shortcut's name \"\(shortcut.name)\" is not a folder name.")
                continue
            }
            if !names.insert(shortcut.name).inserted { problems.append("\(named) is listed more than once.") }
            if shortcut.tries.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("\(named) does not say what it \"tries\".")
            }
            if !shortcut.doesNotCompile && !shortcut.isTestEdit
                && shortcut.failsWith.trimmingCharacters(in: .whitespaces).isEmpty
            {
                problems.append("\(named) does not say what it \"failsWith\": words of the failure it must cause.")
            }
            let folder = exercise.shortcutsFolder + "/" + shortcut.name
            let files = SourceFolder.swiftFiles(under: paths.exerciseFile(folder), relativeTo: paths.exercises)
            if let edits = shortcut.editsTests {
                problems += testEditProblems(edits, of: shortcut, in: exercise)
                if shortcut.fromSolution != nil || shortcut.doesNotCompile || !files.isEmpty {
                    problems.append(
                        "\(named) edits the tests, so it has no files, no \"fromSolution\" and no \"doesNotCompile\".")
                }
                continue
            }
            if let edits = shortcut.fromSolution {
                problems += editProblems(edits, of: shortcut, in: exercise)
                if !files.isEmpty {
                    problems.append("\(named) is made from the solution, yet has files in \(folder)/.")
                }
                continue
            }
            if files.isEmpty { problems.append("\(named) has no Swift file in \(folder)/.") }
            let replaceable = Set(exercise.files.map { exercise.shortcutFile(shortcut, for: $0) })
            for file in files where !replaceable.contains(file) {
                problems.append("\(file) replaces no file listed for the exercise.")
            }
        }
        return problems
    }

    /// Whether a shortcut made from the solution edits it: each edit names a file of the exercise, and its text
    /// is in that file's solution.
    private func editProblems(_ edits: [Shortcut.Edit], of shortcut: Shortcut, in exercise: Exercise) -> [String] {
        let named = "shortcut \"\(shortcut.name)\""
        guard !edits.isEmpty else { return ["\(named) is made from the solution but lists no edit."] }
        var problems: [String] = []
        for edit in edits {
            let file = exercise.sourcesFolder + "/" + edit.file
            guard exercise.files.contains(file),
                let solution = TextFile.read(paths.exerciseFile(exercise.solution(for: file)))
            else {
                problems.append("\(named) edits \(edit.file), which is no file listed for the exercise.")
                continue
            }
            if shortcut.edited(solution, file: edit.file).unmatched.contains(edit) {
                problems.append(
                    "\(named): \(exercise.solution(for: file)) has no \"\(edit.replace.prefix(60))\" to replace.")
            }
        }
        return problems
    }

    /// Whether a shortcut that edits the tests changes them: each edit names a test file of the exercise, finds its
    /// text there, and the file comes out different.
    private func testEditProblems(_ edits: [Shortcut.Edit], of shortcut: Shortcut, in exercise: Exercise) -> [String] {
        let named = "shortcut \"\(shortcut.name)\""
        guard !edits.isEmpty else { return ["\(named) edits the tests but lists no edit."] }
        var problems: [String] = []
        for name in Set(edits.map(\.file)).sorted() {
            let file = exercise.testsFolder + "/" + name
            guard let test = TextFile.read(paths.exerciseFile(file)) else {
                problems.append("\(named) edits \(name), which is no test file of the exercise.")
                continue
            }
            let edited = shortcut.editedTest(test, file: name)
            for edit in edited.unmatched {
                problems.append("\(named): \(file) has no \"\(edit.replace.prefix(60))\" to replace.")
            }
            if edited.unmatched.isEmpty, edited.text == test {
                problems.append("\(named) leaves \(file) as it is.")
            }
        }
        return problems
    }

    /// Files and folders under `Exercises/` that no exercise claims.
    private func strayFiles() -> [String] {
        var claimed: Set<String> = []
        var chapterFolders: Set<String> = []
        for exercise in catalogue.exercises where exercise.number != nil {
            chapterFolders.insert(exercise.chapterFolder)
            claimed.formUnion(
                [exercise.sourcesFolder, exercise.testsFolder, exercise.solutionsFolder, exercise.shortcutsFolder])
        }
        var problems: [String] = []
        for name in Self.visibleEntries(of: paths.exercises) {
            if ["Package.swift", "README.md", "exercises.json", "shipped.txt"].contains(name) { continue }
            guard chapterFolders.contains(name) else {
                problems.append("Exercises/\(name) belongs to no exercise in exercises.json.")
                continue
            }
            for part in Self.visibleEntries(of: paths.exerciseFile(name)) {
                guard ["Sources", "Tests", "Solutions", "Shortcuts"].contains(part) else {
                    problems.append(
                        part.hasSuffix(".json")
                            ? "Exercises/\(name)/\(part): move its entries into exercises.json and list them in "
                                + "Exercises/Package.swift; a chapter folder holds only Sources, Tests, Solutions and Shortcuts."
                            : "Exercises/\(name)/\(part) is not Sources, Tests, Solutions or Shortcuts.")
                    continue
                }
                for folder in Self.visibleEntries(of: paths.exerciseFile("\(name)/\(part)"))
                where !claimed.contains("\(name)/\(part)/\(folder)") {
                    problems.append("Exercises/\(name)/\(part)/\(folder) belongs to no exercise in exercises.json.")
                }
            }
        }
        for exercise in catalogue.exercises where exercise.number != nil {
            let names = Set(exercise.shortcuts.map(\.name))
            for folder in Self.visibleEntries(of: paths.exerciseFile(exercise.shortcutsFolder))
            where !names.contains(folder) {
                problems.append(
                    "Exercises/\(exercise.shortcutsFolder)/\(folder) is no shortcut listed for exercise \(exercise.id)."
                )
            }
            let solutions = Set(exercise.files.map(exercise.solution(for:)))
            let solutionsFolder = paths.exerciseFile(exercise.solutionsFolder).path
            let allFiles = (FileManager.default.enumerator(atPath: solutionsFolder)?.allObjects as? [String]) ?? []
            for file in allFiles.sorted() {
                let path = exercise.solutionsFolder + "/" + file
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: paths.exerciseFile(path).path, isDirectory: &isFolder)
                if !isFolder.boolValue && !solutions.contains(path) {
                    problems.append("Exercises/\(path) solves no file listed for exercise \(exercise.id).")
                }
            }
        }
        return problems
    }

    /// The names in a folder, sorted, leaving out hidden ones (`.DS_Store`); none when the folder is missing.
    private static func visibleEntries(of folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The lines `Exercises/Package.swift` should hold: its list of exercises, `("4.2", true),`, and its
    /// `ownCodeImports`, `"4.2": [],`.
    public var expectedPackageLines: [String] {
        ["let exercises: [(id: String, mainActor: Bool)] = ["]
            + catalogue.exercises.map { "    (\"\($0.id)\", \($0.mainActor)),  // \($0.title)" }
            + ["]", "let ownCodeImports: [String: [String]] = ["]
            + catalogue.exercises.compactMap { exercise in
                exercise.imports.map { "    \"\(exercise.id)\": \(SwiftLiteral.strings($0))," }
            } + ["]"]
    }

    /// Whether `Exercises/Package.swift` lists the exercises of `exercises.json`, with the same isolation and the
    /// same limits on imports.
    private func packageListProblems() -> [String] {
        guard let text = TextFile.read(paths.exercisesPackage) else {
            return ["Exercises/Package.swift is missing."]
        }
        var listed: [String] = []
        var limits: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("(\""), let close = trimmed.firstIndex(of: ")") {
                listed.append(String(trimmed[...close]).replacingOccurrences(of: " ", with: ""))
            } else if trimmed.hasPrefix("\""), let colon = trimmed.range(of: "\": ["),
                let close = trimmed.range(of: "]", range: colon.upperBound..<trimmed.endIndex)
            {
                let id = String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound])
                limits[id] = trimmed[colon.upperBound..<close.lowerBound].split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                }
            }
        }
        let expected = catalogue.exercises.map { "(\"\($0.id)\",\($0.mainActor))" }
        var expectedLimits: [String: [String]] = [:]
        for exercise in catalogue.exercises { expectedLimits[exercise.id] = exercise.imports }
        guard listed != expected || limits != expectedLimits else { return [] }
        return [
            "Exercises/Package.swift does not list the exercises of exercises.json. Its lists should read:\n"
                + expectedPackageLines.joined(separator: "\n")
        ]
    }

    /// Whether `Exercises/shipped.txt` records every stub and test, as they are.
    private func shippedRecordProblems() -> [Problem] {
        let remedy = "record them with `swift run workbook verify --record-shipped` (after changing them on purpose)."
        guard let record = ShippedRecord(paths: paths) else {
            return [Problem(exercise: nil, message: "Exercises/shipped.txt is missing: " + remedy)]
        }
        let current = ShippedRecord.recording(catalogue.exercises.filter { $0.number != nil }, paths: paths)
        let differing = Set(record.ids.keys).union(current.ids.keys).filter { record.ids[$0] != current.ids[$0] }
        guard !differing.isEmpty else { return [] }
        let names = differing.sorted().prefix(5).joined(separator: ", ") + (differing.count > 5 ? ", …" : "")
        return [
            Problem(
                exercise: nil,
                message: "Exercises/shipped.txt does not record \(differing.count) file(s) as they are (\(names)): "
                    + remedy)
        ]
    }
}
