/// Line coverage of each app's module, as `workbook compare --record coverage` measured it with the toolchain's
/// coverage (`swift test --enable-code-coverage`, then `llvm-cov export`): by its own chapter's tests alone, and by
/// the conformance spec alone. Kept in `Chapters/measurements/coverage.json`.
public struct CoverageRecord: NamedRecord, Sendable, Equatable {
    /// One app's module.
    public struct Module: Codable, Sendable, Equatable {
        public var module: String
        /// The chapter's test target that was run alone: `Chapter02Tests`.
        public var chapterTests: String
        /// Lines llvm-cov counts as executable in `Sources/<module>`.
        public var lines: Int
        public var coveredByChapter: Int
        public var coveredBySpec: Int

        public init(module: String, chapterTests: String, lines: Int, coveredByChapter: Int, coveredBySpec: Int) {
            self.module = module
            self.chapterTests = chapterTests
            self.lines = lines
            self.coveredByChapter = coveredByChapter
            self.coveredBySpec = coveredBySpec
        }

        /// `covered` as a whole percentage of the lines.
        public func percent(_ covered: Int) -> Int {
            lines == 0 ? 0 : Int((Double(covered) * 100 / Double(lines)).rounded())
        }
    }

    public var modules: [Module]

    public static let recordName = "coverage"

    public init(modules: [Module]) {
        self.modules = modules
    }

    public func module(_ name: String) throws -> Module {
        guard let module = modules.first(where: { $0.module == name }) else {
            throw MetricError(
                "\(Self.recordName).json has no \(name): record it again with `workbook compare --record coverage`.")
        }
        return module
    }
}
