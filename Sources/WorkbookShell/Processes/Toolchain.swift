import Foundation

/// The Swift toolchain the workbook runs with: the one whose `swift` comes first on `PATH`.
public enum Toolchain {
    /// The path of `tool` (`llvm-cov`, `ld.lld`) beside that `swift`; `nil` when the toolchain has no such tool.
    public static func tool(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let swift = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let beside = swift?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(tool),
            FileManager.default.isExecutableFile(atPath: beside.path)
        else { return nil }
        return beside.path
    }
}
