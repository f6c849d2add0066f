import AppCatalogue
import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit
@testable import WorkbookLab
@testable import WorkbookRecords
@testable import WorkbookShell

/// `side-by-side`'s paths: what each feature's action ran in each app, observed under coverage and recorded in
/// `Chapters/measurements/feature-paths.json` (`swift run workbook side-by-side --record`; CI re-records and fails
/// when the file changes). These tests read the record; none of them records.
@Suite("side-by-side: the code each feature's action ran in each app, observed and recorded")
struct ObservedPathsTests {
    private let root = MeasuredRepository.root

    private func record() throws -> ObservedPaths {
        try MeasuredRepository.observedPaths.get()
    }

    private func path(_ feature: String, _ module: String) throws -> ObservedPaths.Path {
        try #require(try record().path(feature, module), "\(feature) in \(module) is not recorded")
    }

    @Test("Every feature is recorded in every app, and in each some code of the app ran")
    func everyFeatureEveryApp() throws {
        let record = try record()
        #expect(record.features.map(\.name) == Feature.all.map(\.name))
        for feature in record.features {
            #expect(feature.apps.map(\.module) == Architecture.allCases.map(\.moduleName))
            for app in feature.apps {
                #expect(app.lines > 0, "\(feature.name) ran nothing in \(app.module)")
                #expect(!app.calls.isEmpty, "\(feature.name) in \(app.module) has no call order")
                #expect(app.calls == app.callsThatRan, "\(feature.name) in \(app.module)")
            }
        }
    }

    @Test("UBER's reserve goes through the Router and the RouterHelper, and its delete takes another path")
    func uberReserveGoesThroughTheRouter() throws {
        let reserve = try path("reserve", "UBER")
        let files = reserve.files.map(\.path)
        #expect(files.contains("Sources/UBER/BusinessLayer/Router.swift"))
        #expect(files.contains { $0.hasSuffix("/RouterHelper.swift") })
        #expect(reserve.types.contains("Router"))
        let delete = try path("delete", "UBER")
        #expect(reserve.files.map(\.path) != delete.files.map(\.path))
        #expect(reserve != delete)
    }

    @Test("UBER's reserve is recorded in call order: the tap, the URL parsed, the Router, its helper, the service")
    func uberReserveInCallOrder() throws {
        let names = try path("reserve", "UBER").calls.map(\.name)
        let order = [
            "ReservationsVC.onClick", "ActionURL.parse", "Router.action", "RouterHelper.featureABCReserve",
            "FeatureABCService.reserve", "NetworkManager.restCall",
        ]
        let positions = try order.map { name in try #require(names.firstIndex(of: name), "\(name) not in \(names)") }
        #expect(positions == positions.sorted())
    }

    @Test("An order file becomes the app's functions in order, each once, other modules' left out")
    func readsCallOrder() {
        let source = "final class Router {\n    func action() {\n        let run = { 1 }\n        _ = run()\n    }\n}\n"
        let scan = DependencyScan(
            module: "UBER", in: SourceTree(files: ["Sources/UBER/BusinessLayer/Router.swift": source]))
        let order = """
            $s4UBER6RouterC6actionyyF\t/repo/Sources/UBER/BusinessLayer/Router.swift:2:10
            $s10HeadlessUI4ViewC\t/repo/Sources/HeadlessUI/View.swift:5:3
            $s4UBER6RouterC6actionyyFSiycfU_\t/repo/Sources/UBER/BusinessLayer/Router.swift:3:19
            """
        let calls = ObservedPaths.calls(order: order, module: "UBER", root: URL(fileURLWithPath: "/repo"), scan: scan)
        #expect(
            calls == [
                ObservedPaths.Call(name: "Router.action", path: "Sources/UBER/BusinessLayer/Router.swift", line: 2)
            ])
    }

    @Test("CleanMVVM's refused reservation goes through the ErrorTracker and through no file of the products scene")
    func cleanServerErrorGoesThroughTheErrorTracker() throws {
        let error = try path("server-error", "CleanMVVM")
        let files = error.files.map(\.path)
        #expect(files.contains("Sources/CleanMVVM/Support/Architecture/ErrorTracker.swift"))
        #expect(!files.contains { $0.hasPrefix("Sources/CleanMVVM/Scenes/Products/") }, "\(files)")
        #expect(files.contains { $0.hasPrefix("Sources/CleanMVVM/Scenes/Reservations/") })
    }

    @Test(
        "Every app's edit runs the line that checks the typed price against the decimal pattern",
        arguments: Architecture.allCases)
    func editValidatesThePrice(architecture: Architecture) throws {
        let module = architecture.moduleName
        let files = try SourceTree(root: try #require(root), app: module).files(of: module)
        let checks = files.flatMap { file in
            file.lines.indices.filter { file.lines[$0].contains("wholeMatch(of: /[0-9]+(\\.[0-9]{1,2})?/)") }
                .map { (file.path, $0 + 1) }
        }
        #expect(checks.count == 1, "\(module): \(checks)")
        let edit = try path("edit", module)
        for (file, line) in checks {
            let ran = edit.files.first { $0.path == file }
            #expect(ran?.lines.contains(line) == true, "\(module)'s edit did not run \(file):\(line)")
        }
    }

    @Test("A record taken from other code is refused, so a path is only shown for the code that ran")
    func staleRecordRefused() throws {
        var stale = try record()
        stale.sources["UBER"] = "0"
        #expect(throws: MetricError.self) { try stale.checked(root: try #require(root)) }
    }

    @Test("An LCOV export becomes the lines and functions that ran, closures counted as their function, by layer")
    func readsLCOV() throws {
        let source = """
            final class Router {
                func action(url: String) -> Int {
                    let parts = url.split(separator: "/").map { part in
                        part.count
                    }
                    return parts.count
                }
                func unused() {}
            }
            """
        let view = "final class ReservationsVC {\n    func reserveTapped() {}\n}\n"
        let tree = SourceTree(files: [
            "Sources/UBER/BusinessLayer/Router.swift": source, "Sources/UBER/UILayer/Views/ReservationsVC.swift": view,
        ])
        let scan = DependencyScan(module: "UBER", in: tree)
        let lcov = """
            SF:/repo/Sources/UBER/BusinessLayer/Router.swift
            FN:2,$s4UBER6RouterC6action
            FN:3,$s4UBER6RouterC6actionSiSS_tFSiSsXEfU_
            FN:8,$s4UBER6RouterC6unused
            FNDA:1,$s4UBER6RouterC6action
            FNDA:3,$s4UBER6RouterC6actionSiSS_tFSiSsXEfU_
            FNDA:0,$s4UBER6RouterC6unused
            DA:2,1
            DA:3,1
            DA:4,3
            DA:6,1
            DA:8,0
            end_of_record
            SF:/repo/Sources/UBER/UILayer/Views/ReservationsVC.swift
            FN:2,$s4UBER14ReservationsVCC13reserveTapped
            FNDA:1,$s4UBER14ReservationsVCC13reserveTapped
            DA:2,1
            end_of_record
            SF:/repo/Sources/HeadlessUI/UIView.swift
            DA:1,5
            end_of_record
            """
        let path = ObservedPaths.path(
            lcov: lcov, module: "UBER", root: URL(fileURLWithPath: "/repo"), scan: scan, book: .uber)
        #expect(
            path.files.map(\.path) == [
                "Sources/UBER/UILayer/Views/ReservationsVC.swift", "Sources/UBER/BusinessLayer/Router.swift",
            ])
        #expect(path.files.map(\.layer) == ["UILayer/Views", "BusinessLayer"])
        #expect(path.files[1].lines == [2, 3, 4, 6])
        #expect(path.files[1].functions.map(\.name) == ["Router.action"])
        #expect(path.files[0].functions.map(\.name) == ["ReservationsVC.reserveTapped"])
        #expect(path.lines == 5)
        #expect(path.functions == 2)
        #expect(path.layers.count == 2)
    }

    @Test("side-by-side wraps a long line under its place instead of cutting it, and links each place in Markdown")
    func wrapsAndLinks() throws {
        let code =
            "let answer = try await service.reserve(id: identifier, on: server, retrying: true, notifying: observer)"
        let lines = FeatureReport.placed(code, after: "    UBER/Service.swift:12 ", width: 70)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 70 })
        let rejoined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(rejoined == "UBER/Service.swift:12 " + code)
        #expect(FeatureReport.ranges([3, 4, 5, 9, 11, 12]) == "3–5, 9, 11–12")

        let report = try FeatureReport("reserve", architectures: [.uber], record: try record())
        #expect(report.text(width: 60).split(separator: "\n").allSatisfy { $0.count <= 60 })
        let file = try #require(report.paths.first?.path.files.first)
        let first = try #require(file.lines.first)
        let markdown = report.markdown().split(separator: "\n").map(String.init)
        let cited = try #require(markdown.first { $0.hasPrefix("  - [`\(file.path):\(first)`][") })
        let number = cited.drop { $0 != "]" }.dropFirst(2).prefix { $0 != "]" }
        #expect(markdown.contains("[\(number)]: \(file.path)#L\(first)"), "a relative link without a base")
    }

    @Test("side-by-side --markdown links to the repository's web address at its commit, each address listed once")
    func markdownWebLinks() throws {
        let report = try FeatureReport("reserve", architectures: [.uber, .cle], record: try record())
        let base = "https://github.com/owner/workbook/blob/0123456789ab/"
        let lines = report.markdown(linkBase: base).split(separator: "\n").map(String.init)
        let definitions = lines.filter { $0.hasPrefix("[") && $0.contains("]: ") }

        #expect(!definitions.isEmpty && definitions.allSatisfy { $0.contains("]: " + base + "Sources/") })
        #expect(Set(definitions.map { $0.drop { $0 != " " } }).count == definitions.count, "each address once")
        let longest = try #require(lines.max { $0.count < $1.count })
        #expect(longest.count <= FeatureReport.markdownWidth + base.count, "the longest line: \(longest)")
        #expect(!lines.contains { $0.contains("](") }, "every link is a reference, its address at the end")
    }

    @Test("At 40 columns side-by-side still runs, and a place that leaves too little room has a line of its own")
    func narrowestTerminal() throws {
        #expect(
            FeatureReport.placed("Router.action", after: "    BusinessLayer/Router.swift: ", width: 40) == [
                "    BusinessLayer/Router.swift:", "      Router.action",
            ])
        let report = try FeatureReport("reserve", record: try record())
        let lines = report.text(width: 40).split(separator: "\n").map(String.init)
        #expect(lines.count > 20)
        #expect(lines.filter { $0.count > 40 }.allSatisfy { $0.hasSuffix(".swift:") }, "only a file's place is wider")
    }

    @Test("A path's heading says how much ran, one file or one layer in the singular")
    func headingCountsInTheSingular() throws {
        let report = try FeatureReport("reserve", architectures: [.baseline], record: try record())
        let path = try #require(report.paths.first?.path)
        let files = path.files.count == 1 ? "1 file" : "\(path.files.count) files"
        let layers = path.layers.count == 1 ? "1 layer" : "\(path.layers.count) layers"
        let heading = "Baseline (chapter 1): \(path.lines) lines, \(path.functions) functions, \(files), \(layers) ran"
        #expect(report.text(width: 120).split(separator: "\n").contains { $0 == heading })
        #expect(path.files.count == 1, "the Baseline's reserve runs one file, the case this test is about")
    }
}
