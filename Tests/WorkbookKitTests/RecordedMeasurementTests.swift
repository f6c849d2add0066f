import AppCatalogue
import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookShell

@Suite("The recorded measurements")
struct RecordedMeasurementTests {
    /// An app that joins the catalogue is measured the day it joins: record again when this fails.
    @Test("Coverage, the tour and the spec matrix were recorded for every app in the catalogue")
    func everyAppRecorded() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let context = MetricContext(root: root)
        let apps = Architecture.allCases.map(\.moduleName)
        let coverage = try context.measurements.read(CoverageRecord.self).modules.map(\.module)
        let tour = try context.benchmark(BenchmarkRecord.tourBench).workloads.map(\.name)
        let spec = try context.measurements.read(SpecRecord.self).apps
        #expect(coverage == apps, "swift run workbook compare --record coverage")
        #expect(tour == apps, "swift run workbook bench tour-bench --record")
        #expect(spec == apps, "swift run workbook compare --record spec")
    }
}
