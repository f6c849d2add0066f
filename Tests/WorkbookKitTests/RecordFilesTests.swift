import ArchitectureRules
import Foundation
import Testing
import WorkbookLab
import WorkbookRecords

/// The records in `Chapters/measurements/` against the types in `WorkbookRecords`: every file has its type, and
/// reading it and writing it again changes nothing, so a record type cannot lose or rename a field unnoticed.
@Suite("Every record in Chapters/measurements has its type in WorkbookRecords, and writes back byte for byte")
struct RecordFilesTests {
    /// Each record's name and how it is read and written again by its type.
    private static let records: [(name: String, rewrite: @Sendable (MeasurementsFolder) throws -> String)] = [
        (SpecRecord.recordName, { try RecordJSON.text($0.read(SpecRecord.self)) }),
        (CoverageRecord.recordName, { try RecordJSON.text($0.read(CoverageRecord.self)) }),
        (ChangesRecord.recordName, { try RecordJSON.text($0.read(ChangesRecord.self)) }),
        (ObservedPaths.recordName, { try RecordJSON.text($0.read(ObservedPaths.self)) }),
        (WorkbookSpeed.recordName, { try RecordJSON.text($0.read(WorkbookSpeed.self)) }),
        (
            BenchmarkRecord.tourBench,
            { try RecordJSON.text($0.read(BenchmarkRecord.self, named: BenchmarkRecord.tourBench)) }
        ),
        (
            BenchmarkRecord.miniRxBench,
            { try RecordJSON.text($0.read(BenchmarkRecord.self, named: BenchmarkRecord.miniRxBench)) }
        ),
    ]

    @Test("Each record file is read by its type and written again as the same bytes")
    func recordsWriteBack() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let folder = MeasurementsFolder(root: root)
        for (name, rewrite) in Self.records {
            let file = folder.url.appendingPathComponent(name + ".json")
            let stored = try String(contentsOf: file, encoding: .utf8)
            #expect(try rewrite(folder) == stored, "\(MeasurementsFolder.file(name))")
        }
    }

    @Test("No file in Chapters/measurements is without a record type")
    func everyFileHasAType() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let files = try FileManager.default.contentsOfDirectory(
            atPath: MeasurementsFolder(root: root).url.path)
        let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
        #expect(Set(names) == Set(Self.records.map(\.name)))
    }
}
