import ArchitectureRules
import Foundation
import Testing

@Suite("The rule books: complete, cited, and about folders that exist")
struct RuleBookTests {
    @Test("Every rule has a unique id, a statement and a citation of its write-up")
    func cited() {
        let rules = RuleBook.all.flatMap { $0.rules + $0.unclaimed }
        #expect(Set(rules.map(\.id)).count == rules.count)
        for rule in rules {
            #expect(!rule.statement.isEmpty && !rule.citation.isEmpty, "\(rule.id)")
        }
    }

    /// A rule about a folder that is not there (a typo, a renamed layer) would pass without checking anything.
    @Test("Every rule of an app that exists speaks about files and folders that exist", arguments: RuleBook.all)
    func noVacuousRule(book: RuleBook) throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let tree = try SourceTree(root: root, app: book.module)
        let files = tree.files(of: book.module)
        guard !files.isEmpty else { return }  // an app still being written: its rules apply when it lands
        let folders = Set(
            files.flatMap { file in
                file.folder.split(separator: "/").indices.map {
                    file.folder.split(separator: "/")[...$0].joined(separator: "/")
                }
            })
        for rule in book.rules + book.unclaimed {
            #expect(files.contains(where: rule.scope.contains), "\(rule.id): its scope holds no file")
            for folder in rule.scope.folders ?? [] where !folder.isEmpty {
                #expect(folders.contains(folder), "\(rule.id): there is no folder \(folder)")
            }
            guard case .namesNothingFrom(let sources) = rule.requirement else { continue }
            for source in sources {
                switch source.place {
                case .folder(let folder):
                    #expect(folders.contains(folder), "\(rule.id): there is no folder \(folder)")
                case .module(let module):
                    #expect(SourceTree.libraries.contains(module), "\(rule.id): \(module) is not a library")
                case .names(let names, let module):
                    let declared = Set(
                        try SourceTree(root: root, folders: ["Sources/\(module)"]).files.flatMap(\.declarations)
                            .map(\.name))
                    #expect(declared.isSuperset(of: names), "\(rule.id): \(module) declares no \(names)")
                }
            }
        }
    }
}
