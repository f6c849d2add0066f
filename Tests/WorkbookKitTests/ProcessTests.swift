import Foundation
import Testing
import WorkbookKit
import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Real programs through the runner the workbook uses: each in a process group of its own. Its time-out waits for a
/// real second, so it is tested with the end-to-end tests (`ProcessTimeoutEndToEndTests`).
@Suite("Programs run in a group of their own")
struct ProcessTests {
    @Test("A program's output, errors and exit status come back")
    func output() {
        let result = SystemProcessRunner().run(
            ProcessCommand(
                ["/bin/sh", "-c", "echo out; echo err >&2; exit 3"], in: ScratchFolder.root))
        #expect(result.termination == .exited(3))
        #expect(result.output == "out\n" && result.errors == "err\n")
    }

    @Test("A program runs in the folder it is given, with the variables added to the workbook's")
    func folderAndEnvironment() throws {
        let folder = ScratchFolder.root.appendingPathComponent("process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = SystemProcessRunner().run(
            ProcessCommand(
                ["/bin/sh", "-c", "pwd; echo $WORKBOOK_PROBE"], in: folder, environment: ["WORKBOOK_PROBE": "yes"]))
        #expect(result.output == folder.resolvingSymlinksInPath().path + "\nyes\n")
    }

    @Test("A program that cannot be found ends with status 127 and says so")
    func missingProgram() {
        let result = SystemProcessRunner().run(
            ProcessCommand(["workbook-no-such-program"], in: ScratchFolder.root))
        #expect(result.termination == .exited(127))
        #expect(result.errors.contains("workbook-no-such-program"))
    }
}
