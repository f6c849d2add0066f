import AppCatalogue
import Foundation

@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookShell

/// A workbook holding one change request, `Changes/01-fix`, with a patch per app by its first author (and by a
/// second, when given), and a record that measured exactly those patches: what chapter 9's change figures render from.
struct MeasuredRequest {
    let root = ScratchFolder.root.appendingPathComponent("measured-\(UUID().uuidString)")
    var folder: URL { root.appendingPathComponent("Changes/01-fix") }

    init(first: (Architecture) -> String, second: ((Architecture) -> String)? = nil) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("second"), withIntermediateDirectories: true)
        try rewrite("README.md", with: "# 01 — A fix\n")
        var result = ChangeResult(name: "01-fix", title: "01 — A fix")
        if second != nil { result.secondOutcomes = [] }
        for app in Architecture.allCases {
            let text = first(app)
            try rewrite(app.moduleName + ".patch", with: text)
            result.outcomes.append(Self.passed(app, text))
            if let text = second?(app) {
                try rewrite("second/" + app.moduleName + ".patch", with: text)
                result.secondOutcomes?.append(Self.passed(app, text))
            }
        }
        try MeasurementsFolder(root: root).write(ChangesRecord(changes: [result], seconds: 42, cores: 2))
    }

    /// Writes `text` to `name` in the request's folder: a patch edited after it was measured.
    func rewrite(_ name: String, with text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// The metric `name` rendered from the record.
    func render(_ name: String, _ arguments: [String] = []) throws -> String {
        guard let metric = MetricCatalogue.standard.named(name) else { throw MetricError("no metric \(name)") }
        return try metric.render(MetricContext(root: root), arguments)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    private static func passed(_ app: Architecture, _ patch: String) -> ChangeOutcome {
        ChangeOutcome(
            module: app.moduleName, status: .passed, cost: PatchCost(patch: patch), patchHash: ContentHash.of([patch]))
    }
}
