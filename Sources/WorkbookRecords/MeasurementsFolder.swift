import Foundation

/// `Chapters/measurements/`, where every record is kept as one JSON file named after it (`spec.json`,
/// `tour-bench.json`): the one place a record is read from and written to, by the lab and the benchmarks alike.
public struct MeasurementsFolder: Sendable {
    /// The folder, from the repository's root.
    public static let path = "Chapters/measurements"

    /// The folder in the repository at `root`.
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
        guard let data = Self.contents(of: url.appendingPathComponent(name + ".json")) else {
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

    /// The file's bytes, or nil when it cannot be read: through a handle it closes, since `Data(contentsOf:)` loses
    /// its read buffer on an empty file, which the address sanitizer reports as a leak.
    private static func contents(of file: URL) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        return try? handle.readToEnd() ?? Data()
    }
}
