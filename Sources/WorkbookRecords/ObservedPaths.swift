/// What each app's code did for each `side-by-side` feature, observed by running the feature's action under coverage
/// (`swift run workbook side-by-side --record`, stored in `Chapters/measurements/feature-paths.json`): for every app,
/// the files, functions and lines the action alone ran, grouped by the app's layers.
public struct ObservedPaths: NamedRecord, Equatable, Sendable {
    /// A function or initialiser that ran, named as the scanner reads its declaration.
    public struct Function: Codable, Equatable, Sendable {
        /// `Router.action(url:)`'s `Router.action`; a closure is counted as the function it is written in, a
        /// member of a nested type by the top-level type around it.
        public var name: String
        /// The top-level type it belongs to, if any.
        public var type: String?
        /// Where it is declared.
        public var line: Int

        public init(name: String, type: String?, line: Int) {
            self.name = name
            self.type = type
            self.line = line
        }
    }

    /// A file some of whose lines ran.
    public struct File: Codable, Equatable, Sendable {
        /// From the repository's root: `Sources/UBER/BusinessLayer/Router.swift`.
        public var path: String
        /// The layer it belongs to: the app's diagram box (its rule book's `layers`) or its first folder.
        public var layer: String
        /// The lines that ran, in order.
        public var lines: [Int]
        public var functions: [Function]

        public init(path: String, layer: String, lines: [Int], functions: [Function]) {
            self.path = path
            self.layer = layer
            self.lines = lines
            self.functions = functions
        }
    }

    /// A function entered, in the order of the first entry into each.
    public struct Call: Codable, Equatable, Sendable {
        public var name: String
        public var path: String
        /// Where the function is declared.
        public var line: Int

        public init(name: String, path: String, line: Int) {
            self.name = name
            self.path = path
            self.line = line
        }
    }

    /// One app's code for one feature.
    public struct Path: Codable, Equatable, Sendable {
        public var module: String
        /// In layer order (the rule book's), then by path.
        public var files: [File]
        /// The app's functions in the order the action first entered them (SanitizerCoverage); empty when the
        /// build could not record it.
        public var calls: [Call] = []

        public init(module: String, files: [File], calls: [Call] = []) {
            self.module = module
            self.files = files
            self.calls = calls
        }

        public var lines: Int { files.reduce(0) { $0 + $1.lines.count } }
        public var functions: Int { files.reduce(0) { $0 + $1.functions.count } }
        /// The calls whose function llvm-cov also saw run: a place the symbolizer puts in a function that did not
        /// run (a thunk's, say) is not a call of the app's code.
        public var callsThatRan: [Call] {
            calls.filter { call in
                files.contains { file in file.path == call.path && file.functions.contains { $0.line == call.line } }
            }
        }

        public var layers: [String] { files.map(\.layer).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        public var types: [String] {
            files.flatMap { $0.functions.compactMap(\.type) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
    }

    /// One feature in every app.
    public struct FeaturePaths: Codable, Equatable, Sendable {
        public var name: String
        public var summary: String
        public var apps: [Path]

        public init(name: String, summary: String, apps: [Path]) {
            self.name = name
            self.summary = summary
            self.apps = apps
        }
    }

    /// How the paths were observed, as `side-by-side` says it.
    public var mechanism: String
    /// A hash of each app's sources when recorded: a path is shown only while the code is the code that ran.
    public var sources: [String: String]
    public var features: [FeaturePaths]

    public static let recordName = "feature-paths"

    public init(mechanism: String, sources: [String: String], features: [FeaturePaths]) {
        self.mechanism = mechanism
        self.sources = sources
        self.features = features
    }

    public func path(_ feature: String, _ module: String) -> Path? {
        features.first { $0.name == feature }?.apps.first { $0.module == module }
    }
}
