import Backend
import Baseline
import CLE
import CleanMVVM
import HeadlessUI
import RHA
import TriggerObserver
import UBER
import Unidirectional

/// The catalogue: every app the workbook builds, in chapter order. An app joins when its chapter lands,
/// and from then on the conformance spec runs against it (`@Test(arguments: Architecture.allCases)`).
public enum Architecture: String, CaseIterable, Sendable, CustomStringConvertible {
    case baseline
    case rha
    case triggerObserver
    case uber
    case cleanMVVM
    case cle
    case unidirectional

    /// The name a reader knows the architecture by.
    public var title: String {
        switch self {
        case .baseline: "Massive View Controller (baseline)"
        case .rha: "Reactive Hybrid Architecture (Box binding)"
        case .triggerObserver: "Triggers and observers"
        case .uber: "The UBER layered style"
        case .cleanMVVM: "Clean Architecture + MVVM"
        case .cle: "Cause–Logic–Effect"
        case .unidirectional: "Unidirectional data flow (TCA, Redux, Elm)"
        }
    }

    /// The chapter that explains it.
    public var chapter: Int {
        switch self {
        case .baseline: 1
        case .rha: 2
        case .triggerObserver: 3
        case .uber: 4
        case .cleanMVVM: 6
        case .cle: 7
        case .unidirectional: 8
        }
    }

    /// The Swift module (and `Sources/` folder) that holds it.
    public var moduleName: String {
        switch self {
        case .baseline: "Baseline"
        case .rha: "RHA"
        case .triggerObserver: "TriggerObserver"
        case .uber: "UBER"
        case .cleanMVVM: "CleanMVVM"
        case .cle: "CLE"
        case .unidirectional: "Unidirectional"
        }
    }

    public var description: String { moduleName }

    /// A fresh app of this architecture that talks to `server`, ready to launch.
    @MainActor
    public func makeAppDelegate(server: Server) -> any UIApplicationDelegate {
        switch self {
        case .baseline: Baseline.AppDelegate(server: server)
        case .rha: RHA.AppDelegate(server: server)
        case .triggerObserver: TriggerObserver.AppDelegate(server: server)
        case .uber: UBER.AppDelegate(server: server)
        case .cleanMVVM: CleanMVVM.AppDelegate(server: server)
        case .cle: CLE.AppDelegate(server: server)
        case .unidirectional: Unidirectional.AppDelegate(server: server)
        }
    }
}
