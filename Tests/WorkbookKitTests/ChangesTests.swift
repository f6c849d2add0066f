import AppCatalogue
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookRunner
@testable import WorkbookShell

/// Chapter 9's change requests: what a patch costs, read from the patch; whose test cases failed, read from the event
/// stream; and the figures that refuse a patch changed since it was measured.
@Suite("Change requests: cost, results per app, and the recorded figures")
struct ChangesTests {
    /// A patch that changes a view model, adds a worker file with a type in it, and touches a chapter test.
    private let patch = """
        diff --git a/Sources/RHA/ViewModels/ProductsViewModel.swift b/Sources/RHA/ViewModels/ProductsViewModel.swift
        index 1111111..2222222 100644
        --- a/Sources/RHA/ViewModels/ProductsViewModel.swift
        +++ b/Sources/RHA/ViewModels/ProductsViewModel.swift
        @@ -1,3 +1,3 @@
         import Foundation
        -    let perPage = 10
        +    let perPage = 20
        diff --git a/Sources/RHA/Worker/StockWorker.swift b/Sources/RHA/Worker/StockWorker.swift
        new file mode 100644
        --- /dev/null
        +++ b/Sources/RHA/Worker/StockWorker.swift
        @@ -0,0 +1,4 @@
        +/// A worker.
        +struct StockWorker {
        +    enum Failure { case gone }
        +}
        diff --git a/Tests/Chapter02Tests/FakeProsWorker.swift b/Tests/Chapter02Tests/FakeProsWorker.swift
        --- a/Tests/Chapter02Tests/FakeProsWorker.swift
        +++ b/Tests/Chapter02Tests/FakeProsWorker.swift
        @@ -1 +1 @@
        -struct Old {}
        +struct New {}
        """

    @Test("A patch's cost: source files, lines added and removed, layers touched and types added; tests apart")
    func patchCost() {
        let cost = PatchCost(patch: patch)

        #expect(
            cost.sourceFiles == [
                "Sources/RHA/ViewModels/ProductsViewModel.swift", "Sources/RHA/Worker/StockWorker.swift",
            ])
        #expect(cost.testFiles == ["Tests/Chapter02Tests/FakeProsWorker.swift"])
        #expect(cost.linesAdded == 5)
        #expect(cost.linesRemoved == 1)
        #expect(cost.layers == ["RHA/ViewModels", "RHA/Worker"])
        #expect(cost.layerNames == ["ViewModels", "Worker"])
        #expect(cost.typesAdded == 2, "a struct and an enum; the test file's types do not count")
    }

    @Test("A new file's lines are what the change brought; the lines of the files that were there, what it cost them")
    func newAndExistingFiles() throws {
        let cost = PatchCost(patch: patch)

        #expect(cost.newSourceFiles == ["Sources/RHA/Worker/StockWorker.swift"])
        #expect(cost.linesChangedInExistingFiles == 2, "the view model's line removed and its line added")
        let figures = try ["new-files", "existing-files", "existing-lines"].map { try Metric.figure($0, of: cost) }
        #expect(figures == ["1", "1", "2"])
    }

    @Test("A file right in the module's folder is in the layer (module); a deleted type counts against the added")
    func moduleLayerAndRemovedTypes() {
        #expect(PatchCost.layer(of: "Sources/Baseline/ProductsViewController.swift") == "Baseline/(module)")
        #expect(PatchCost.layer(of: "Sources/CLE/Scenes/Products/ProductsLogic.swift") == "CLE/Scenes")
        let removal = """
            diff --git a/Sources/UBER/Models/Old.swift b/Sources/UBER/Models/Old.swift
            deleted file mode 100644
            --- a/Sources/UBER/Models/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -struct Old {
            -}
            """
        #expect(PatchCost(patch: removal).typesAdded == -1)
        #expect(PatchCost(patch: removal).sourceFiles == ["Sources/UBER/Models/Old.swift"])
    }

    @Test("Each test case's app is read from its arguments; known issues and other apps' failures stay apart")
    func resultsPerApp() {
        let id = "ConformanceTests.ProductsConformance/loadMore(_:)/ProductsConformance.swift:30:6"
        let acceptance = "ConformanceTests.Change02StockAcceptance/rowsShowStock(_:)/Change02StockAcceptance.swift:9:6"
        let stream = [
            #"{"kind":"test","payload":{"displayName":"Load-more appends","id":"\#(id)"},"version":0}"#,
            Self.testCase(id, "RHA"), Self.testCase(id, "RHA, (pros, 202)"), Self.testCase(id, "CLE"),
            Self.testCase(acceptance, "CLE"),
            Self.issue(id, app: "RHA", known: false, message: "Expectation failed"),
            Self.issue(id, app: "CLE", known: true, message: "a known issue"),
            Self.issue("ConformanceTests.HarnessTests/x()", app: nil, known: false, message: "harness broke"),
            #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#,
        ].joined(separator: "\n")

        let report = SpecRunReport(eventStream: stream, modules: ["RHA", "CLE"])

        #expect(report.specScenarios == ["RHA": 2, "CLE": 1])
        #expect(report.acceptanceScenarios == ["CLE": 1])
        #expect(report.failures == ["RHA": ["Load-more appends: Expectation failed"]])
        #expect(report.sharedFailures == ["ConformanceTests.HarnessTests/x(): harness broke"])
        #expect(report.runEnded)
        #expect(!SpecRunReport(eventStream: Self.testCase(id, "RHA"), modules: ["RHA"]).runEnded)
    }

    @Test("Every change request has a README, acceptance scenarios, and a patch for each app in the catalogue")
    func everyRequestComplete() throws {
        let changes = ChangeRequest.all(root: WorkbookBinary.repositoryRoot)
        #expect(changes.map(\.number) == ["01", "02", "03", "04", "05", "06", "07"])
        for change in changes {
            #expect(change.title.hasPrefix(change.number + " — "), "\(change.name)'s README starts with its title")
            #expect(!change.acceptanceFiles.isEmpty, "\(change.name) has acceptance scenarios")
            for app in Architecture.allCases {
                #expect(change.patch(for: app) != nil, "Changes/\(change.name) has no \(app.moduleName).patch")
            }
        }
        #expect(changes.first { $0.isNamed("2") }?.name == "02-stock")
        #expect(changes.first { $0.isNamed("stock") }?.name == "02-stock")
    }

    @Test("The change-cost figures render the record, and refuse a patch changed since it was measured")
    func figuresRefuseStalePatches() throws {
        let fixture = try MeasuredRequest(first: { _ in patch })
        defer { fixture.remove() }

        #expect(try fixture.render("change-cost", ["RHA", "lines"]) == "6")
        #expect(try fixture.render("change-cost", ["RHA", "layers"]) == "2")
        #expect(try fixture.render("changes-seconds") == "42 s on 2 cores")
        let apps = Architecture.allCases.count
        #expect(try fixture.render("changes-passing") == "\(apps) of \(apps)")
        #expect(try fixture.render("change-cost-table").contains("| RHA "))

        try fixture.rewrite("RHA.patch", with: patch + "\n+// one more line")
        #expect(throws: MetricError.self) { try fixture.render("change-cost", ["RHA", "lines"]) }
    }

    @Test("Each cell is the range of the two authors' patches, and a ranking ties the apps whose ranges overlap")
    func bothAuthorsFigures() throws {
        /// The second author's RHA patch adds one source line more; everyone else's is the same.
        let longer = patch.replacingOccurrences(
            of: "+    let perPage = 20\n", with: "+    let perPage = 20\n+    // 20\n")
        let fixture = try MeasuredRequest(first: { _ in patch }, second: { $0 == .rha ? longer : patch })
        defer { fixture.remove() }
        let change = try #require(ChangeRequest.all(root: fixture.root).first)

        #expect(change.patch(for: .rha, by: .second)?.lastPathComponent == "RHA.patch")
        #expect(change.hasSecondPatches)
        #expect(try fixture.render("change-cost-in", ["01", "RHA", "lines"]) == "6–7")
        #expect(try fixture.render("change-cost-in", ["01", "UBER", "lines"]) == "6")
        #expect(try fixture.render("change-cost-in", ["01", "RHA", "layer-names"]) == "ViewModels, Worker")
        #expect(try fixture.render("change-cost", ["RHA", "lines"]) == "6–7")
        #expect(try fixture.render("change-cost-table").contains("| 2 / 6–7 / 2 "))
        let patches = 2 * Architecture.allCases.count
        #expect(try fixture.render("changes-passing") == "\(patches) of \(patches)")
        let everyApp = Architecture.allCases.map(\.moduleName).joined(separator: " ≈ ")
        #expect(try fixture.render("change-cost-rank", ["01", "lines"]) == everyApp + " 6–7")
        #expect(try fixture.render("change-author-difference", ["01"]) == "median 0, largest 1 (\(patches / 2) apps)")
        #expect(Metric.median(of: [12, 5, 0, 3]) == "4")
        #expect(Metric.median(of: [8, 9, 0, 20]) == "8.5")

        try fixture.rewrite("second/RHA.patch", with: longer + "\n+// and a test line")
        #expect(throws: MetricError.self) { try fixture.render("change-cost-rank", ["01", "lines"]) }
    }

    @Test("Layers are named by author where the two differ, and an app of one folder is ranked by layers as —")
    func layersByAuthor() throws {
        /// The Baseline's patch reaches its module's own folder; RHA's second author also reaches `Service`.
        let baseline = """
            diff --git a/Sources/Baseline/ProductsViewController.swift b/Sources/Baseline/ProductsViewController.swift
            --- a/Sources/Baseline/ProductsViewController.swift
            +++ b/Sources/Baseline/ProductsViewController.swift
            @@ -1 +1 @@
            -let perPage = 10
            +let perPage = 20
            """
        let service = """
            diff --git a/Sources/RHA/Service/ProductsApi.swift b/Sources/RHA/Service/ProductsApi.swift
            --- a/Sources/RHA/Service/ProductsApi.swift
            +++ b/Sources/RHA/Service/ProductsApi.swift
            @@ -1 +1 @@
            -let path = "/products"
            +let path = "/v2/products"
            """
        let fixture = try MeasuredRequest(
            first: { $0 == .baseline ? baseline : patch },
            second: { $0 == .baseline ? baseline : $0 == .rha ? patch + "\n" + service : patch })
        defer { fixture.remove() }

        #expect(try fixture.render("change-cost-in", ["01", "UBER", "layer-names"]) == "ViewModels, Worker")
        #expect(
            try fixture.render("change-cost-in", ["01", "RHA", "layer-names"])
                == "first author: ViewModels, Worker; second author: Service, ViewModels, Worker")
        #expect(
            try fixture.render("change-cost-rank", ["01", "layers"])
                == "RHA ≈ TriggerObserver ≈ UBER ≈ CleanMVVM ≈ CLE ≈ Unidirectional 2–3, Baseline —")
        #expect(try fixture.render("change-cost-rank", ["01", "lines"]).hasPrefix("Baseline 2, "))
    }

    @Test("With --mine, another app's failing test case is set aside, not counted against the app measured")
    func mineSetsOtherAppsAside() throws {
        let root = try Self.workbookWithOneRequest()
        defer { try? FileManager.default.removeItem(at: root) }
        let id = "ConformanceTests.ProductsConformance/loadMore(_:)/ProductsConformance.swift:30:6"
        let acceptance = "ConformanceTests.Change02StockAcceptance/rows(_:)/Change02StockAcceptance.swift:9:6"
        let events = [
            Self.testCase(id, "Baseline"), Self.testCase(acceptance, "Baseline"), Self.testCase(id, "RHA"),
            Self.issue(id, app: "RHA", known: false, message: "RHA has no stock yet"),
            #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#,
        ].joined(separator: "\n")
        let processes = FakeProcessRunner()
        processes.testRuns["onformanceTests"] = (events, ProcessResult(termination: .exited(1)))
        let runner = ChangeRunner(paths: WorkbookPaths(root: root), processes: processes) { _ in }
        let change = try #require(ChangeRequest.all(root: root).first)

        let result = try runner.run(change, apps: [.baseline], by: .first, ownPatches: ["Baseline": patch])

        #expect(result.outcomes.map(\.module) == ["Baseline"])
        #expect(result.outcomes.first?.status == .passed, "\(result.outcomes.first?.failures ?? [])")
        #expect(result.outcomes.first?.acceptanceScenarios == 1)
    }

    @Test("A scenario put back with the text it had keeps its date, so the next build does not compile it again")
    func acceptanceKeepsItsDate() throws {
        let root = try Self.workbookWithOneRequest()
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = ChangeRunner(paths: WorkbookPaths(root: root), processes: FakeProcessRunner()) { _ in }
        let change = try #require(ChangeRequest.all(root: root).first)
        let scenario = runner.workFolder.appendingPathComponent("Tests/ConformanceTests/Change02/Change02.swift")
        _ = try runner.run(change, apps: [.baseline], by: .first, ownPatches: ["Baseline": patch])
        let then = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: scenario.path)

        _ = try runner.run(change, apps: [.baseline], by: .second, ownPatches: ["Baseline": patch])

        let date = try scenario.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        #expect(date == then)
        try "struct Scenario { var changed = true }\n".write(
            to: change.acceptanceFiles[0], atomically: true, encoding: .utf8)
        _ = try runner.run(change, apps: [.baseline], by: .first, ownPatches: ["Baseline": patch])
        let changedDate = try scenario.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        #expect(changedDate != then, "a scenario whose text changed is compiled again")
    }

    /// A workbook of one manifest line, an empty Baseline and one change request, `02-stock`, with one acceptance
    /// scenario and no patches.
    private static func workbookWithOneRequest() throws -> URL {
        let root = ScratchFolder.root.appendingPathComponent("changes-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Changes/02-stock")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Acceptance"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Baseline"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.2\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "struct Scenario {}\n".write(
            to: folder.appendingPathComponent("Acceptance/Change02.swift"), atomically: true, encoding: .utf8)
        return root
    }

    private static func testCase(_ id: String, _ arguments: String) -> String {
        #"{"kind":"event","payload":{"kind":"testCaseStarted","_testCase":{"displayName":"\#(arguments)"},"#
            + #""messages":[],"testID":"\#(id)"},"version":0}"#
    }

    private static func issue(_ id: String, app: String?, known: Bool, message: String) -> String {
        let testCase = app.map { #""_testCase":{"displayName":"\#($0)"},"# } ?? ""
        return #"{"kind":"event","payload":{"kind":"issueRecorded",\#(testCase)"issue":{"isKnown":\#(known)},"#
            + #""messages":[{"symbol":"fail","text":"\#(message)"}],"testID":"\#(id)"},"version":0}"#
    }
}
