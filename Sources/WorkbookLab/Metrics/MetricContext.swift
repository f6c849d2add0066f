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

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The folder that holds recorded measurements, one JSON file each.
    public static let measurementsFolder = "Chapters/measurements"

    /// Every Swift file under `path` (a folder or one file, relative to the root), sorted; hidden folders skipped.
    public func swiftFiles(under path: String) throws -> [URL] {
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw MetricError("`\(path)` does not exist.")
        }
        guard isFolder.boolValue else { return [url] }
        return SourceFolder.swiftFiles(under: url)
    }

    /// The text of every Swift file under `path`.
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

    /// The measurement recorded as `Chapters/measurements/<name>.json`.
    public func recording<Value: Decodable>(_ name: String, as type: Value.Type) throws -> Value {
        let url = Self.recordingURL(name, root: root)
        guard let data = TextFile.data(url) else {
            throw MetricError("No measurement `\(name)` is recorded yet (\(Self.measurementsFolder)/\(name).json).")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw MetricError("\(Self.measurementsFolder)/\(name).json cannot be read: \(error)")
        }
    }

    /// Records a measurement for the chapters to render: stable JSON (sorted keys), so a re-run that measures the same
    /// thing leaves the file as it was.
    public static func record<Value: Encodable>(_ value: Value, as name: String, root: URL) throws {
        let url = recordingURL(name, root: root)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try RecordJSON.text(value).utf8).write(to: url, options: .atomic)
    }

    private static func recordingURL(_ name: String, root: URL) -> URL {
        root.appendingPathComponent(measurementsFolder).appendingPathComponent(name + ".json")
    }
}

extension MetricContext {
    /// The exercises of `Exercises/exercises.json`.
    public func exerciseCatalogue() throws -> ExerciseCatalogue {
        do {
            return try ExerciseCatalogue(contentsOf: WorkbookPaths(root: root).manifest)
        } catch {
            throw MetricError(error.message)
        }
    }
}
