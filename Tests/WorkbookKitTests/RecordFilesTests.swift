import Foundation
import Testing
import WorkbookLab
import WorkbookRecords

/// The records in `Chapters/measurements/` against the types in `WorkbookRecords`: every file has its type, and
/// reading it and writing it again changes nothing, so a record type cannot lose or rename a field unnoticed.
@Suite("Every record in Chapters/measurements has its type in WorkbookRecords, and writes back byte for byte")
struct RecordFilesTests {
    /// A record's name, and how it is read by its type and written again.
    private typealias Entry = (name: String, rewrite: @Sendable (MeasurementsFolder) throws -> String)

    private static func entry<Record: Codable & Sendable>(_ type: Record.Type, named name: String) -> Entry {
        (name, { try RecordJSON.text($0.read(type, named: name)) })
    }

    private static let records: [Entry] = [
        entry(SpecRecord.self, named: SpecRecord.recordName),
        entry(CoverageRecord.self, named: CoverageRecord.recordName),
        entry(ChangesRecord.self, named: ChangesRecord.recordName),
        entry(ObservedPaths.self, named: ObservedPaths.recordName),
        entry(WorkbookSpeed.self, named: WorkbookSpeed.recordName),
        entry(BenchmarkRecord.self, named: BenchmarkRecord.tourBench),
        entry(BenchmarkRecord.self, named: BenchmarkRecord.miniRxBench),
    ]

    @Test("Each record file is read by its type and written again as the same bytes")
    func recordsWriteBack() throws {
        let root = try #require(MeasuredRepository.root)
        let folder = MeasurementsFolder(root: root)
        for (name, rewrite) in Self.records {
            let file = folder.url.appendingPathComponent(name + ".json")
            let stored = try String(contentsOf: file, encoding: .utf8)
            #expect(try rewrite(folder) == stored, "\(MeasurementsFolder.file(name))")
        }
    }

    @Test("No file in Chapters/measurements is without a record type")
    func everyFileHasAType() throws {
        let root = try #require(MeasuredRepository.root)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: MeasurementsFolder(root: root).url.path)
        let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
        #expect(Set(names) == Set(Self.records.map(\.name)))
    }
}
