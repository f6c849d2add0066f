import Foundation
import Testing
import WorkbookKit

/// The runner's time-out on a real program that outlives it. It waits a real second, so `swift test` leaves it out;
/// `.ci/run` runs it with the end-to-end tests (`WORKBOOK_END_TO_END=1 swift test --filter EndToEnd`).
@Suite(
    "End to end: a time-out stops the whole process group",
    .enabled(if: ProcessInfo.processInfo.environment["WORKBOOK_END_TO_END"] != nil))
struct ProcessTimeoutEndToEndTests {
    @Test("A program still running after its time is stopped, with every process it started")
    func timeoutStopsTheGroup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "sleep 60 & echo $! > child.pid; echo $$ > parent.pid; wait"

        let result = SystemProcessRunner().run(ProcessCommand(["/bin/sh", "-c", script], in: folder, timeout: 1))

        #expect(result.termination == .timedOut)
        for name in ["parent.pid", "child.pid"] {
            let pid = try #require(
                pid_t(
                    TextFile.read(folder.appendingPathComponent(name))?.trimmingCharacters(in: .whitespacesAndNewlines)
                        ?? ""))
            #expect(isGone(pid), "\(name) \(pid) still runs")
        }
    }
}
