import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookRunner
import WorkbookShell

/// What a metric reads: the repository's files, counted once per run, and the measurements recorded under
/// `Chapters/measurements/` by the commands that take time to measure (`workbook bench --record`, …).
public final class MetricContext {
    public let root: URL
    private var moduleMetrics: [String: ArchitectureMetrics] = [:]
    /// `compare`'s measurement, taken once per run (see `comparison()`).
    var comparisonCache: Comparison?

    public let measurements: MeasurementsFolder

    public init(root: URL) {
        self.root = root.standardizedFileURL
        measurements = MeasurementsFolder(root: root)
    }

    /// Every Swift file under `path` (a folder or one file, relative to the root), sorted; hidden folders skipped.
    public func swiftFiles(under path: String) throws -> [URL] {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw MetricError("`\(path)` does not exist.") }
        return SourceFolder.swiftFiles(under: url)
    }

    public func swiftTexts(under path: String) throws -> [String] {
        try swiftFiles(under: path).map { file throws(WorkbookError) in try TextFile.contents(of: file) }
    }

    /// `compare`'s counts for the module named `name` (`RHA`), counted once per run.
    public func module(_ name: String) throws -> ArchitectureMetrics {
        if let known = moduleMetrics[name] { return known }
        guard let architecture = Architecture.allCases.first(where: { $0.moduleName == name }) else {
            let names = Architecture.allCases.map(\.moduleName).joined(separator: ", ")
            throw MetricError("`\(name)` is not an app in the catalogue (\(names)).")
        }
        let metrics = ArchitectureMetrics.measure(architecture, root: root)
        moduleMetrics[name] = metrics
        return metrics
    }

    /// The exercises of `Exercises/exercises.json`.
    public func exerciseCatalogue() throws -> ExerciseCatalogue {
        do {
            return try ExerciseCatalogue(contentsOf: WorkbookPaths(root: root).manifest)
        } catch {
            throw MetricError(error.message)
        }
    }
}
