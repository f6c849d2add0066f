import Foundation
import WorkbookShell

/// The workbook's library modules as their sources read: each module's files hashed by content, and the modules it
/// imports. What says whether the library must be built again (a file saved unchanged, or changed and changed back,
/// changes no hash), and which exercises a change reaches: those whose imports lead to a changed module.
public struct ModuleSources: Sendable, Equatable, Codable {
    /// A hash of each module's files, by module name.
    public private(set) var hashes: [String: String]
    /// The workbook modules each module imports.
    public private(set) var imports: [String: Set<String>]

    public init(hashes: [String: String] = [:], imports: [String: Set<String>] = [:]) {
        self.hashes = hashes
        self.imports = imports
    }

    /// Reads every Swift file of `modules` under `root/Sources/`.
    public init(root: URL, modules: [String]) {
        hashes = [:]
        imports = [:]
        let known = Set(modules)
        for module in modules {
            let folder = root.appendingPathComponent("Sources/" + module)
            var texts: [String] = []
            var imported: Set<String> = []
            for file in SourceFolder.swiftFiles(under: folder, relativeTo: root) {
                let text = TextFile.read(root.appendingPathComponent(file)) ?? ""
                texts += [file, text]
                imported.formUnion(SwiftImports.modules(in: text).map(\.module).filter(known.contains))
            }
            hashes[module] = ContentHash.of(texts)
            imports[module] = imported.subtracting([module])
        }
    }

    /// One hash of every module's sources: the library's version.
    public var version: String {
        ContentHash.of(hashes.keys.sorted().flatMap { [$0, hashes[$0] ?? ""] })
    }

    /// A hash of the sources of `modules` and of every module they import, directly or not: it changes whenever a
    /// file that code importing `modules` is compiled against does. Names that are no module of the library count
    /// for nothing.
    public func version(reachedFrom modules: some Sequence<String>) -> String {
        var reached: Set<String> = []
        var pending = Array(modules).filter { hashes[$0] != nil }
        while let module = pending.popLast() {
            guard reached.insert(module).inserted else { continue }
            pending += imports[module] ?? []
        }
        return ContentHash.of(reached.sorted().flatMap { [$0, hashes[$0] ?? ""] })
    }
}
