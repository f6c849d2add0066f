import Foundation

/// Which names each file of an app names, and where each is declared: the dependencies a reader would see.
///
/// The rules, in the order Swift itself looks a name up:
/// - A name the file declares itself (a nested type, a member, a local, a generic parameter) is the file's own.
/// - Otherwise, a name declared at the top level of another file of the app is a dependency on that file.
/// - Otherwise, a name a library (``SourceTree/libraries``) declares `public` is a dependency on that library.
/// - Anything else (the standard library, Foundation) is not counted.
///
/// A name right after a `.` is a member (`.success`, `viewModel.fetch`) and is not counted, except after a module's
/// name (`Backend.Server`). A lower-case name (a global function or constant) counts only when it is called: followed
/// by `(` or a trailing closure's `{`, or passed as an argument (`scene: okAlert)`). Comments and the text of strings
/// are never read as names.
public struct DependencyScan: Sendable {
    public let module: String
    /// The repository's root, when the files were read from disk.
    public let root: URL?
    public let files: [SourceFile]
    /// Every use, in file and line order.
    public let uses: [NameUse]

    public init(module: String, in tree: SourceTree, libraries: [String] = SourceTree.libraries) {
        self.module = module
        root = tree.root
        files = tree.files(of: module)
        let own = Self.topLevelNames(files, onlyPublic: false)
        var external: [String: [Site]] = [:]
        var byModule: [String: [String: [Site]]] = [:]
        for library in libraries where library != module {
            let names = Self.topLevelNames(tree.files(of: library), onlyPublic: true)
            byModule[library] = names
            external.merge(names) { $0 + $1 }
        }
        byModule[module] = own
        var uses: [NameUse] = []
        for file in files {
            let local = Set(file.declarations.filter { $0.kind != .extension }.map(\.name))
            let tokens = file.tokens
            for (index, token) in tokens.enumerated() {
                guard let name = token.name else { continue }
                var sites: [Site]
                if index > 0, tokens[index - 1].isPunctuation(".") {
                    guard index > 1, let qualifier = tokens[index - 2].name, let names = byModule[qualifier],
                        index < 3 || !tokens[index - 3].isPunctuation(".")
                    else { continue }
                    sites = names[name] ?? []
                } else {
                    if local.contains(name) { continue }
                    sites = own[name] ?? external[name] ?? []
                }
                if let first = name.first, first.isLowercase, !Self.isCalledOrPassed(tokens, at: index) { continue }
                for site in sites where site.path != file.path {
                    uses.append(
                        NameUse(
                            path: file.path, line: token.line, column: token.column, name: name,
                            declaringModule: site.module, declaringPath: site.path, declaringFolder: site.folder))
                }
            }
        }
        self.uses = uses
    }

    /// Where a name is declared.
    private struct Site: Sendable {
        let module: String
        let path: String
        let folder: String
    }

    private static func topLevelNames(_ files: [SourceFile], onlyPublic: Bool) -> [String: [Site]] {
        var names: [String: [Site]] = [:]
        for file in files {
            for declaration in file.declarations where declaration.isTopLevelName {
                guard !onlyPublic || declaration.isPublic else { continue }
                let site = Site(module: file.module, path: file.path, folder: file.folder)
                if !(names[declaration.name]?.contains { $0.path == site.path } ?? false) {
                    names[declaration.name, default: []].append(site)
                }
            }
        }
        return names
    }

    /// Whether the name at `index` is called (`name(`, `name {`) or passed as an argument (`: name)`, `(name,`).
    private static func isCalledOrPassed(_ tokens: [SwiftToken], at index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.isPunctuation("(") || next.isPunctuation("{") && next.line == tokens[index].line { return true }
        guard index > 0 else { return false }
        let before = tokens[index - 1]
        let opensArgument = before.isPunctuation(":") || before.isPunctuation("(") || before.isPunctuation(",")
        return opensArgument && (next.isPunctuation(")") || next.isPunctuation(","))
    }

    /// The app `module` of the repository around `path` (a file inside it: a test's `#filePath`), read with the
    /// libraries it builds on.
    public static func app(_ module: String, inRepositoryContaining path: String) throws -> DependencyScan {
        guard let root = SourceTree.repositoryRoot(containing: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        return DependencyScan(module: module, in: try SourceTree(root: root, app: module))
    }

    /// The uses made by `file` (a path from the repository's root).
    public func uses(in path: String) -> [NameUse] {
        uses.filter { $0.path == path }
    }
}
