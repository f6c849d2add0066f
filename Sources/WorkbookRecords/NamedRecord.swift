/// A record kept under one name in `Chapters/measurements/` (`spec` is `spec.json`): its type says the name once, so
/// whoever writes it and whoever reads it name the same file. (A benchmark's record is named after its benchmark
/// instead, one ``BenchmarkRecord`` type for them all.)
public protocol NamedRecord: Codable {
    /// The record's name: its file is `Chapters/measurements/<recordName>.json`.
    static var recordName: String { get }
}
