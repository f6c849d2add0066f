import Foundation
import WorkbookRecords
import WorkbookShell

/// `Chapters/measurements/`, where every record is kept as one JSON file named after it (`spec.json`,
/// `tour-bench.json`): the one place the lab reads a record from and writes it to. (The benchmarks only print theirs,
/// with ``RecordJSON``; `bench --record` keeps what they print.)
public struct MeasurementsFolder: Sendable {
    /// The folder, from the repository's root.
    public static let path = "Chapters/measurements"

    public let url: URL

    public init(root: URL) {
        url = root.standardizedFileURL.appendingPathComponent(Self.path)
    }

    /// The record `name`'s file from the repository's root, as a message names it: `Chapters/measurements/spec.json`.
    public static func file(_ name: String) -> String {
        "\(path)/\(name).json"
    }

    /// The record kept as `name`, or an error saying it was never recorded or cannot be read.
    public func read<Record: Decodable>(_ type: Record.Type, named name: String) throws(MetricError) -> Record {
        guard let data = TextFile.data(url.appendingPathComponent(name + ".json")) else {
            throw MetricError("No measurement `\(name)` is recorded yet (\(Self.file(name))).")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw MetricError("\(Self.file(name)) cannot be read: \(error)")
        }
    }

    /// The record of a type that names itself.
    public func read<Record: NamedRecord>(_ type: Record.Type) throws(MetricError) -> Record {
        try read(type, named: Record.recordName)
    }

    /// Keeps `record` as `name`: stable JSON (``RecordJSON``), so a run that measures the same thing again leaves the
    /// file as it was.
    public func write<Record: Encodable>(_ record: Record, named name: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(try RecordJSON.text(record).utf8).write(
            to: url.appendingPathComponent(name + ".json"), options: .atomic)
    }

    /// Keeps a record of a type that names itself.
    public func write<Record: NamedRecord>(_ record: Record) throws {
        try write(record, named: Record.recordName)
    }
}
