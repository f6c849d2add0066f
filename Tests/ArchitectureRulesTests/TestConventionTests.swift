import ArchitectureRules
import Foundation
import Testing

/// CONTRIBUTING's "Tests" conventions, read from every test target with the scanner: a file of tests holds one
/// suite and is named after it, `…Tests` (`…Conformance` in the spec); every other file is support code named after
/// its primary type, or `Type+Role` for an extension of a type or helpers that make or read one; a display name
/// starts with a capital letter, or with a name from the code spelled as the code spells it.
@Suite("The tests' conventions: one suite a file, support files named for their type, display names as sentences")
struct TestConventionTests {
    /// Every test target, the exercises' tests, and the test libraries the chapters' tests import.
    private static func testTree() throws -> SourceTree {
        let exercises = try folders(in: "Exercises").filter { $0.hasPrefix("Exercises/Chapter") }.map { $0 + "/Tests" }
        return try tree(
            folders(in: "Tests") + exercises
                + ["Sources/MiniRxTest", "Sources/MiniTCATest", "Sources/ArchitectureRulesTesting"])
    }

    /// Where the code's names are declared: the sources, and the exercises' stubs and solutions.
    private static func codeTree() throws -> SourceTree {
        let exercises = try folders(in: "Exercises").filter { $0.hasPrefix("Exercises/Chapter") }
        return try tree(folders(in: "Sources") + exercises.flatMap { [$0 + "/Sources", $0 + "/Solutions"] })
    }

    /// The folders directly inside `folder` of the repository, by their path from its root.
    private static func folders(in folder: String) throws -> [String] {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        return names.sorted().map { folder + "/" + $0 }
    }

    private static func tree(_ folders: [String]) throws -> SourceTree {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        return try SourceTree(root: root, folders: folders)
    }

    @Test("Every test target's support files are named after their primary type, and only test files are named …Tests")
    func supportFilesAreNamedForTheirType() throws {
        let files = try Self.testTree().files
        #expect(files.count > 100)
        for file in files {
            let problem = TestFileNaming.problem(with: file)
            #expect(problem == nil, "\(file.path): \(problem ?? "")")
        }
    }

    @Test("Every test file declares one suite, named as the file")
    func oneSuitePerFile() throws {
        var checked = 0
        for file in try Self.testTree().files where TestFileNaming.declaresTests(file) {
            checked += 1
            let problem = TestFileNaming.suiteProblem(with: file)
            #expect(problem == nil, "\(file.path): \(problem ?? "")")
        }
        #expect(checked > 100)
    }

    @Test("A file with two suites, a suite not named as its file, and a test outside any suite are each caught")
    func oneSuiteRuleBites() {
        let tree = SourceTree(files: [
            "Tests/Chapter02Tests/ProsViewModelTests.swift": """
            @Suite("Pros") struct ProsViewModelTests {
                @Test("A test") func one() {}
            }
            /// The mirror image.
            @Suite("Cons")
            @MainActor
            struct ConsViewModelTests {}
            """,
            "Tests/Chapter02Tests/BoxTests.swift": "struct BoxTests {\n    @Test(\"A test\") func one() {}\n}\n",
            "Tests/Chapter02Tests/ServiceTests.swift": "@Suite(\"Services\") struct ServerTests {}\n",
            "Tests/Chapter02Tests/MemoryTests.swift": "@Test(\"A test\") func freed() {}\n",
            "Tests/Chapter02Tests/ScreenTests.swift": """
            @Suite("Screens") final class ScreenTests {
                private struct Host {}
                @Test("A test") func one() {}
            }
            extension ScreenTests {
                @Test("Another") func two() {}
            }
            private struct Helper {}
            """,
        ])
        let problems = tree.files.filter { TestFileNaming.suiteProblem(with: $0) != nil }.map(\.fileName)
        #expect(problems == ["MemoryTests.swift", "ProsViewModelTests.swift", "ServiceTests.swift"])
    }

    @Test("Every display name starts with a capital letter, or with a name from the code as the code spells it")
    func displayNamesAreSentences() throws {
        let names = DisplayNameCasing(code: try Self.codeTree())
        var checked = 0
        for file in try Self.testTree().files {
            for (line, name) in DisplayNameCasing.displayNames(in: file) {
                checked += 1
                let problem = names.problem(with: name)
                #expect(problem == nil, "\(file.path):\(line): “\(name)” \(problem ?? "")")
            }
        }
        #expect(checked > 1000)
    }

    @Test("A grab-bag file, a support type in a file named …Tests, and tests outside one are each caught")
    func namingRuleBites() {
        let tree = SourceTree(files: [
            "Tests/Chapter02Tests/Fakes.swift": "final class FakeProsWorker {}\nfinal class FakeConsWorker {}\n",
            "Tests/Chapter02Tests/FakeProsWorker.swift": "final class FakeProsWorker {}\n",
            "Tests/Chapter02Tests/Product+Samples.swift": "func product(_ id: Int) -> Product { Product(id: id) }\n",
            "Tests/Chapter02Tests/Page+Samples.swift": "func product(_ id: Int) -> Product { Product(id: id) }\n",
            "Tests/Chapter02Tests/BoxTests.swift": "@Suite(\"Box\") struct BoxTests {}\n",
            "Tests/Chapter02Tests/HelperTests.swift": "final class Helper {}\n",
            "Tests/Chapter02Tests/Helper.swift": "final class Helper {}\n@Test(\"A test\") func lost() {}\n",
        ])
        let problems = tree.files.filter { TestFileNaming.problem(with: $0) != nil }.map(\.fileName)
        #expect(problems == ["Fakes.swift", "Helper.swift", "HelperTests.swift", "Page+Samples.swift"])
    }

    @Test("A display name starting with an English word in lower case is caught; one starting with code is not")
    func casingRuleBites() {
        let code = SourceTree(files: [
            "Sources/MiniRx/Map.swift": "extension Observable { func map() {} }\nlet a = 1\n",
            "Sources/WorkbookKit/Compare.swift": "let name = \"compare\"\n",
        ])
        let names = DisplayNameCasing(code: code)
        #expect(names.problem(with: "A failure raises the alert") == nil)
        #expect(names.problem(with: "map transforms each value") == nil)
        #expect(names.problem(with: "compare's notes state the rule") == nil)
        #expect(names.problem(with: "`case` in a switch declares nothing") == nil)
        #expect(names.problem(with: "10,000 generated strings") == nil)
        #expect(names.problem(with: "a failure raises the alert") != nil)
        #expect(names.problem(with: "malformed JSON raises Error") != nil)
        #expect(names.problem(with: "filter lets through what the predicate accepts") != nil)
    }
}

/// The naming rule for a file of a test target: tests in `…Tests.swift` (`…Conformance.swift` in the spec), support
/// code in `Type.swift` declaring `Type`, or in `Type+Role.swift` naming `Type`.
private enum TestFileNaming {
    static func problem(with file: SourceFile) -> String? {
        let stem = String(file.fileName.dropLast(".swift".count))
        let holdsTests = declaresTests(file)
        if stem.hasSuffix("Tests") || stem.hasSuffix("Conformance") {
            return holdsTests
                ? nil : "a file named …Tests or …Conformance holds a suite; support code is named after its type"
        }
        if holdsTests {
            return "tests belong in a file named …Tests (…Conformance in the spec)"
        }
        if let plus = stem.firstIndex(of: "+") {
            let type = String(stem[..<plus])
            return file.tokens.contains { $0.name == type } ? nil : "a Type+Role file extends, makes or reads \(type)"
        }
        let declared = file.declarations.contains { $0.depth == 0 && $0.kind.isType && $0.name == stem }
        return declared ? nil : "support code is named after the one type it declares (or Type+Role for helpers)"
    }

    /// Why a file of tests breaks "one suite per file, named as the file", or nil: it declares two suites or more, its
    /// one suite has another name, or a test stands outside any suite.
    static func suiteProblem(with file: SourceFile) -> String? {
        let stem = String(file.fileName.dropLast(".swift".count))
        let suites = suites(in: file)
        if suites.contains(nil) {
            return "a test outside any suite: put it in the file's suite, \(stem)"
        }
        let names = suites.compactMap { $0 }
        if names.count > 1 {
            let list = names.joined(separator: ", ")
            return "declares \(names.count) suites (\(list)): one suite per file, named as the file"
        }
        if let name = names.first, name != stem {
            return "its suite \(name) is not named as the file: name one after the other"
        }
        return nil
    }

    /// The suites a file declares, in order: each top-level type marked `@Suite` or holding an `@Test` (an extension
    /// holding one names the suite it extends), and nil for an `@Test` outside any type.
    static func suites(in file: SourceFile) -> [String?] {
        let tokens = file.tokens
        var suites: [String?] = []
        var markedSuite = false
        var topLevelType: String?
        func add(_ suite: String?) {
            if suite == nil || !suites.contains(suite) { suites.append(suite) }
        }
        for index in tokens.indices.dropLast() where tokens[index].depth == 0 || tokens[index].isPunctuation("@") {
            let token = tokens[index]
            let next = tokens[index + 1]
            if token.isPunctuation("@"), next.name == "Test" {
                add(token.depth == 0 ? nil : topLevelType)
            } else if token.isPunctuation("@"), next.name == "Suite", token.depth == 0 {
                markedSuite = true
            } else if let keyword = token.name, Self.typeKeywords.contains(keyword), let name = next.name {
                topLevelType = name
                if markedSuite { add(name) }
                markedSuite = false
            }
        }
        return suites
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

    /// Whether the file declares a suite or a test: `@Suite` or `@Test` anywhere in it.
    static func declaresTests(_ file: SourceFile) -> Bool {
        file.tokens.indices.dropLast().contains { index in
            file.tokens[index].isPunctuation("@") && ["Suite", "Test"].contains(file.tokens[index + 1].name)
        }
    }
}

/// The casing rule for `@Test` and `@Suite` display names: sentence case. A name may start in lower case only with a
/// name from the code (`map`, `getPage`, `compare`, `exercises.json`), never with an ordinary word.
private struct DisplayNameCasing {
    /// Words a sentence starts with that are never a name from the code, whatever a local variable is called.
    private static let ordinaryWords: Set<String> = [
        "a", "an", "the", "every", "each", "one", "two", "all", "any", "no", "some", "this", "that", "both",
    ]
    private let codeNames: Set<String>

    /// The names `code` declares at the top level and as members, and its one-word string literals (the
    /// `workbook` command's names, the files it reads).
    init(code: SourceTree) {
        var names: Set<String> = []
        for file in code.files {
            for declaration in file.declarations where declaration.depth <= 1 {
                names.insert(declaration.name)
            }
            for token in file.tokens {
                if let text = token.string, !text.isEmpty, !text.contains(" ") { names.insert(text) }
            }
        }
        codeNames = names
    }

    func problem(with name: String) -> String? {
        guard let first = name.first, first.isLetter, first.isLowercase else { return nil }
        let word = String(name.prefix { $0.isLetter || $0.isNumber || "_.-".contains($0) })
        if Self.ordinaryWords.contains(word) || !codeNames.contains(word) {
            return "starts with “\(word)” in lower case: write it as a sentence, with a capital letter"
        }
        return nil
    }

    /// Each `@Test("…")` and `@Suite("…")` display name in `file`, with its line.
    static func displayNames(in file: SourceFile) -> [(line: Int, name: String)] {
        let tokens = file.tokens
        guard tokens.count > 3 else { return [] }
        return (0..<(tokens.count - 3)).compactMap { index in
            guard tokens[index].isPunctuation("@"), ["Suite", "Test"].contains(tokens[index + 1].name),
                tokens[index + 2].isPunctuation("("), let name = tokens[index + 3].string
            else { return nil }
            return (tokens[index + 3].line, name)
        }
    }
}
