import Backend
import Baseline
import CLE
import CleanMVVM
import HeadlessUI
import RHA
import TriggerObserver
import UBER
import Unidirectional

/// The catalogue: every app the workbook builds, in chapter order. An app joins when its chapter lands — a case here
/// and its one entry below — and from then on the conformance spec runs against it
/// (`@Test(arguments: Architecture.allCases)`), and `compare`, `tour`, `side-by-side` and `changes` include it.
public enum Architecture: String, CaseIterable, Sendable, CustomStringConvertible {
    case baseline
    case rha
    case triggerObserver
    case uber
    case cleanMVVM
    case cle
    case unidirectional

    /// Everything the catalogue knows of one app.
    private struct Entry {
        /// The name a reader knows the architecture by.
        let title: String
        /// The chapter that explains it.
        let chapter: Int
        /// The Swift module (and `Sources/` folder) that holds it.
        let moduleName: String
        /// A fresh app that talks to the server, ready to launch.
        let launch: @MainActor (Server) -> any UIApplicationDelegate
    }

    private var entry: Entry {
        switch self {
        case .baseline:
            Entry(
                title: "Massive View Controller (baseline)", chapter: 1, moduleName: "Baseline",
                launch: { Baseline.AppDelegate(server: $0) })
        case .rha:
            Entry(
                title: "Reactive Hybrid Architecture (Box binding)", chapter: 2, moduleName: "RHA",
                launch: { RHA.AppDelegate(server: $0) })
        case .triggerObserver:
            Entry(
                title: "Triggers and observers", chapter: 3, moduleName: "TriggerObserver",
                launch: { TriggerObserver.AppDelegate(server: $0) })
        case .uber:
            Entry(
                title: "The UBER layered style", chapter: 4, moduleName: "UBER",
                launch: { UBER.AppDelegate(server: $0) })
        case .cleanMVVM:
            Entry(
                title: "Clean Architecture + MVVM", chapter: 6, moduleName: "CleanMVVM",
                launch: { CleanMVVM.AppDelegate(server: $0) })
        case .cle:
            Entry(
                title: "Cause–Logic–Effect", chapter: 7, moduleName: "CLE",
                launch: { CLE.AppDelegate(server: $0) })
        case .unidirectional:
            Entry(
                title: "Unidirectional data flow (TCA, Redux, Elm)", chapter: 8, moduleName: "Unidirectional",
                launch: { Unidirectional.AppDelegate(server: $0) })
        }
    }

    /// The name a reader knows the architecture by.
    public var title: String { entry.title }

    /// The chapter that explains it.
    public var chapter: Int { entry.chapter }

    /// The Swift module (and `Sources/` folder) that holds it.
    public var moduleName: String { entry.moduleName }

    /// Its chapter's test target (and `Tests/` folder): `Chapter02Tests`, as `Package.swift`'s `apps` names it.
    public var chapterTests: String { "Chapter" + (chapter < 10 ? "0" : "") + String(chapter) + "Tests" }

    public var description: String { moduleName }

    /// A fresh app of this architecture that talks to `server`, ready to launch.
    @MainActor
    public func makeAppDelegate(server: Server) -> any UIApplicationDelegate {
        entry.launch(server)
    }
}
