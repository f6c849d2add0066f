/// An app's layers as its code has them: one node per layer (a folder, or a library it uses) and one edge per pair
/// of layers where the first names something declared in the second, marked when a claimed rule forbids it.
public struct LayerGraph: Sendable, Equatable {
    /// A dependency between two layers.
    public struct Edge: Sendable, Equatable {
        public let from: String
        public let to: String
        /// How many distinct names the dependency is made of.
        public let names: Int
        /// The ids of the rules it breaks (the app's claimed rules, or for an app that claims none, the unclaimed
        /// ones).
        public let brokenRules: [String]

        public init(from: String, to: String, names: Int, brokenRules: [String]) {
            self.from = from
            self.to = to
            self.names = names
            self.brokenRules = brokenRules
        }
    }

    public let module: String
    /// The app's own layers, in the book's order and then by name; the top level is called `(top level)`.
    public let layers: [String]
    /// The libraries the app names.
    public let libraries: [String]
    public let edges: [Edge]

    /// The name of the node for files at the module's top level.
    public static let topLevel = "(top level)"

    public init(module: String, layers: [String], libraries: [String], edges: [Edge]) {
        self.module = module
        self.layers = layers
        self.libraries = libraries
        self.edges = edges
    }

    /// The graph of `scan`, with `book`'s layers and the violations of its rules marked.
    public init(_ scan: DependencyScan, book: RuleBook) {
        let rules = book.rules.isEmpty ? book.unclaimed : book.rules
        let violations = book.violations(of: rules, in: scan)
        func layer(module: String, folder: String) -> String {
            guard module == scan.module else { return module }
            if let listed = book.layers.first(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { return listed }
            return folder.split(separator: "/").first.map(String.init) ?? Self.topLevel
        }
        let folderOf = Dictionary(scan.files.map { ($0.path, $0.folder) }) { first, _ in first }
        var names: [String: [String: Set<String>]] = [:]
        var broken: [String: [String: Set<String>]] = [:]
        for use in scan.uses {
            let from = layer(module: scan.module, folder: folderOf[use.path] ?? "")
            let to = layer(module: use.declaringModule, folder: use.declaringFolder)
            guard from != to else { continue }
            names[from, default: [:]][to, default: []].insert(use.name)
        }
        for violation in violations {
            guard let use = violation.use else { continue }
            let from = layer(module: scan.module, folder: folderOf[use.path] ?? "")
            let to = layer(module: use.declaringModule, folder: use.declaringFolder)
            broken[from, default: [:]][to, default: []].insert(violation.rule.id)
        }
        var own = Set(scan.files.map { layer(module: scan.module, folder: $0.folder) })
        own.formUnion(names.keys)
        let order = book.layers + own.subtracting(book.layers).sorted()
        module = scan.module
        layers = order.filter(own.contains)
        libraries = Set(names.values.flatMap(\.keys)).subtracting(own).sorted()
        edges = names.keys.sorted().flatMap { from in
            (names[from] ?? [:]).keys.sorted().map { to in
                Edge(
                    from: from, to: to, names: names[from]?[to]?.count ?? 0,
                    brokenRules: (broken[from]?[to] ?? []).sorted())
            }
        }
    }
}
