import ArchitectureRules
import Foundation
import Testing

/// One declaration of each MiniRx type: a module that imports MiniRx and declares a type of the same name hides
/// MiniRx's inside itself (as CLE's own `Binder`, which dropped the scheduler, once did).
@Suite("MiniRx's types are declared once")
struct ShadowingTests {
    @Test("No module that imports MiniRx declares a type MiniRx declares public")
    func noModuleRedeclaresAMiniRxType() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let sources = root.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        let tree = try SourceTree(root: root, folders: modules.map { "Sources/" + $0 })
        let miniRxTypes = Set(
            tree.files(of: "MiniRx").flatMap(\.declarations)
                .filter { $0.isTopLevelName && $0.kind.isType && $0.isPublic }.map(\.name))
        #expect(miniRxTypes.contains("Binder"))

        for module in modules where module != "MiniRx" {
            let files = tree.files(of: module)
            guard files.contains(where: { $0.lines.contains("import MiniRx") }) else { continue }
            for file in files {
                for declaration in file.declarations
                where declaration.isTopLevelName && declaration.kind.isType && miniRxTypes.contains(declaration.name) {
                    Issue.record("\(file.path):\(declaration.line) declares MiniRx's \(declaration.name) again")
                }
            }
        }
    }
}
