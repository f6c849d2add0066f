import ArchitectureRules

/// A small source tree built for one rule: a file inside the rule's scope, and one declaration in each place the rule
/// forbids. ``breaking`` names every forbidden declaration from the scoped file; ``keeping`` names none of them.
struct RuleFixture {
    let book: RuleBook
    let rule: LayerRule

    /// The file the rule speaks about, by its path inside the module.
    var scopedFile: String {
        let folder = rule.scope.folders?.first ?? "Fixture"
        let name = "Fixture" + (rule.scope.fileNameSuffix ?? "User.swift")
        return (folder.isEmpty ? "" : folder + "/") + name
    }

    /// One forbidden name per place: where it is declared (a path from the root) and its declaration.
    var forbidden: [(name: String, path: String, declaration: String)] {
        guard case .namesNothingFrom(let sources) = rule.requirement else { return [] }
        return sources.enumerated().flatMap { index, source in
            declarations(for: source, number: index)
        }
    }

    /// Names a source allows, declared where the source is, which the scoped file may name.
    var allowed: [(name: String, path: String, declaration: String)] {
        guard case .namesNothingFrom(let sources) = rule.requirement else { return [] }
        return sources.flatMap { source in
            source.allowed.sorted().compactMap { name -> (String, String, String)? in
                guard case .folder(let folder) = source.place else { return nil }
                return (name, "Sources/\(book.module)/\(folder)/\(name).swift", "struct \(name) {}")
            }
        }
    }

    private func declarations(for source: NameSource, number: Int) -> [(String, String, String)] {
        switch source.place {
        case .folder(let folder):
            let name = "Forbidden\(number)"
            let path = "Sources/\(book.module)/" + (folder.isEmpty ? "" : folder + "/") + "\(name).swift"
            return [(name, path, "final class \(name) {}")]
        case .module(let module):
            let name = "Forbidden\(number)"
            return [(name, "Sources/\(module)/\(name).swift", "public final class \(name) {}")]
        case .names(let names, let module):
            let folder = module == book.module ? "Elsewhere/" : ""
            let access = module == book.module ? "" : "public "
            return names.map { ($0, "Sources/\(module)/\(folder)\($0).swift", "\(access)final class \($0) {}") }
        }
    }

    /// The tree in which the scoped file names `names`, one per line from line 2.
    func tree(naming names: [String]) -> SourceTree {
        var files: [String: String] = [:]
        for item in forbidden + allowed { files[item.path] = item.declaration }
        let body = names.map { "    let uses\($0): \($0)? = nil" }.joined(separator: "\n")
        files["Sources/\(book.module)/\(scopedFile)"] = "enum FixtureUser {\n\(body)\n}\n"
        return SourceTree(files: files)
    }

    /// The scanned tree in which the scoped file names every forbidden name (and every allowed one).
    var breaking: DependencyScan {
        DependencyScan(
            module: book.module, in: tree(naming: forbidden.map(\.name) + allowed.map(\.name)),
            libraries: SourceTree.libraries)
    }

    /// The scanned tree in which the scoped file names only what the rule allows.
    var keeping: DependencyScan {
        DependencyScan(module: book.module, in: tree(naming: allowed.map(\.name)), libraries: SourceTree.libraries)
    }
}
