import AppCatalogue
import ArchitectureRules
import Foundation
import Testing

@testable import WorkbookKit

@Suite("side-by-side: the path each feature takes through an app's code, found by the scanner")
struct FeaturePathTests {
    /// A small app: a screen, its view model, a worker protocol a service implements, a model every layer names,
    /// and a composition root that names them all.
    private let app = SourceTree(files: [
        "Sources/App/UI/ReservationsViewController.swift": """
        final class ReservationsViewController {
            let model: ReservationsViewModel
            func reserveTapped() { model.reserve(Reservation()) }
        }
        """,
        "Sources/App/Logic/ReservationsViewModel.swift": """
        final class ReservationsViewModel {
            let worker: ReservationsWorker
            func reserve(_ reservation: Reservation) { worker.reserve(reservation) }
        }
        """,
        "Sources/App/Logic/ReservationsWorker.swift": "protocol ReservationsWorker { func reserve(_ r: Reservation) }",
        "Sources/App/Model/Reservation.swift": "struct Reservation { var id = \"\" }",
        "Sources/App/Data/ReservationsApi.swift": """
        struct ReservationsApi: ReservationsWorker {
            func reserve(_ r: Reservation) {
                send(.post, "/reservations")
            }
        }
        """,
        "Sources/App/Root/AppDelegate.swift": """
        final class AppDelegate { let s = ReservationsViewController(); let a = ReservationsApi() }
        """,
    ])

    private var reserve: Feature {
        Feature(
            name: "reserve", summary: "",
            stretches: [.init(from: .screen("Reservations"), to: .request(method: "post", path: "/reservations"))],
            stems: ["reserv"])
    }

    @Test("A call goes through what each file names and what implements it, not through the root or plain data")
    func calls() {
        let path = FeaturePath(reserve, in: DependencyScan(module: "App", in: app), compositionRoot: ["Root"])
        #expect(path.gap == nil)
        #expect(
            path.stops.map { "\($0.arrival.rawValue) \($0.path.split(separator: "/").last ?? ""):\($0.line)" } == [
                "  ReservationsViewController.swift:1", "→ ReservationsViewModel.swift:1",
                "→ ReservationsWorker.swift:1", "⇢ ReservationsApi.swift:3",
            ])
        #expect(path.stops.last?.quote == "send(.post, \"/reservations\")")
        #expect(
            path.types == [
                "ReservationsViewController", "ReservationsViewModel", "ReservationsWorker", "ReservationsApi",
            ])
    }

    @Test("A feature an app cannot show says which anchor is missing")
    func missingAnchor() {
        let feature = Feature(
            name: "x", summary: "", stretches: [.init(from: .screen("Products"), to: .constructs("UIAlertController"))],
            stems: [])
        let path = FeaturePath(feature, in: DependencyScan(module: "App", in: app), compositionRoot: [])
        #expect(path.stops.isEmpty)
        #expect(path.gap == "no file of App has the Products screen")
    }

    @Test(
        "Every feature has a path in every app of the catalogue, from its first anchor to its last",
        arguments: Feature.all)
    func everyAppEveryFeature(feature: Feature) throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let report = try FeatureReport(feature, root: root)
        for (architecture, path) in report.paths {
            #expect(path.gap == nil, "\(architecture): \(path.gap ?? "")")
            let files = try SourceTree(root: root, app: architecture.moduleName).files(of: architecture.moduleName)
            let first = try #require(files.first { $0.path == path.stops.first?.path })
            let last = try #require(files.first { $0.path == path.stops.last?.path })
            let startLines = feature.stretches.first.map { $0.from.lines(in: first) } ?? []
            let endLines = feature.stretches.last.map { $0.to.lines(in: last) } ?? []
            #expect(!startLines.isEmpty, "\(architecture) starts at \(first.path)")
            #expect(!endLines.isEmpty, "\(architecture) ends at \(last.path)")
        }
        #expect(report.text(width: 80).split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test("In UBER an error from the server reaches the screen through the ExceptionManager and the UIManager")
    func uberErrorsTravelThroughTheExceptionManager() throws {
        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let feature = try #require(Feature.named("server-error"))
        let report = try FeatureReport(feature, architectures: [.uber], root: root)
        let types = try #require(report.paths.first?.path.types)
        #expect(types.starts(with: ["FeatureABCService", "ExceptionManager", "UIManager", "BaseVC"]))
    }

    @Test("side-by-side wraps a long line of code under itself instead of cutting it, and links each place in Markdown")
    func wrapsAndLinks() throws {
        let code =
            "let answer = try await service.reserve(id: identifier, on: server, retrying: true, notifying: observer)"
        let lines = FeatureReport.wrapped(code, lead: "  → UBER/Service.swift:12  ", width: 60)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 60 })
        let rejoined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(rejoined == "→ UBER/Service.swift:12 " + code)

        let root = try #require(SourceTree.repositoryRoot(containing: #filePath))
        let feature = try #require(Feature.named("reserve"))
        let markdown = try FeatureReport(feature, architectures: [.uber], root: root).markdown()
        let stop = try #require(
            try FeatureReport(feature, architectures: [.uber], root: root).paths.first?.path.stops.first)
        #expect(markdown.contains("[`\(stop.path):\(stop.line)`](\(stop.path)#L\(stop.line))"))
    }
}
