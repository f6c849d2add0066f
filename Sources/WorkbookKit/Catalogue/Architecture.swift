import Backend
import Baseline
import HeadlessUI
import RHA

/// The catalogue: every app the workbook builds, in chapter order. An app joins when its chapter lands,
/// and from then on the conformance spec runs against it (`@Test(arguments: Architecture.allCases)`).
public enum Architecture: String, CaseIterable, Sendable, CustomStringConvertible {
    case baseline
    case rha

    /// The name a reader knows the architecture by.
    public var title: String {
        switch self {
        case .baseline: "Massive View Controller (baseline)"
        case .rha: "Reactive Hybrid Architecture (Box binding)"
        }
    }

    /// The chapter that explains it.
    public var chapter: Int {
        switch self {
        case .baseline: 1
        case .rha: 2
        }
    }

    /// The Swift module (and `Sources/` folder) that holds it.
    public var moduleName: String {
        switch self {
        case .baseline: "Baseline"
        case .rha: "RHA"
        }
    }

    public var description: String { moduleName }

    /// A fresh app of this architecture that talks to `server`, ready to launch.
    @MainActor
    public func makeAppDelegate(server: Server) -> any UIApplicationDelegate {
        switch self {
        case .baseline: Baseline.AppDelegate(server: server)
        case .rha: RHA.AppDelegate(server: server)
        }
    }
}
