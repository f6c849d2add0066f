import AppCatalogue
import ArchitectureRules
import Foundation

@testable import WorkbookLab
@testable import WorkbookRecords

/// This repository measured once per test run: the tests that check `compare`, the generated figures and
/// `side-by-side` against the real apps share one measurement instead of reading every app's sources again each.
/// What they check is unchanged: the same measurement, taken by the same code, from the same files.
enum MeasuredRepository {
    /// The repository these tests belong to.
    static let root: URL? = SourceTree.repositoryRoot(containing: #filePath)

    /// `compare`'s measurement of every app, as `Comparison.measure(root:)` takes it.
    static let comparison: Result<Comparison, any Error> = Result {
        try Comparison.measure(root: try repositoryRoot())
    }

    /// Each app's own sources as the layer-rule scanner reads them (`DependencyScan.app`), by module name.
    private static let appScans: Result<[String: DependencyScan], any Error> = Result {
        let package = try repositoryRoot().appendingPathComponent("Package.swift").path
        return try Dictionary(
            uniqueKeysWithValues: Architecture.allCases.map { architecture in
                (
                    architecture.moduleName,
                    try DependencyScan.app(architecture.moduleName, inRepositoryContaining: package)
                )
            })
    }

    /// The scan of one app's own sources, from ``appScans``.
    static func scan(of module: String) throws -> DependencyScan {
        guard let scan = try appScans.get()[module] else { throw MetricError("\(module) is not an app.") }
        return scan
    }

    /// `side-by-side`'s record, refused if recorded from code that has changed since.
    static let observedPaths: Result<ObservedPaths, any Error> = Result {
        try ObservedPaths.current(root: try repositoryRoot())
    }

    /// A metric context for the repository whose comparison is the one measured above, so figures that read it
    /// do not measure every app again.
    static func context() throws -> MetricContext {
        let context = MetricContext(root: try repositoryRoot())
        context.comparisonCache = try comparison.get()
        return context
    }

    private static func repositoryRoot() throws -> URL {
        guard let root else { throw MetricError("This test file is not inside the repository.") }
        return root
    }
}
