import Foundation
import WorkbookShell

/// The shipped files are those `Exercises/shipped.txt` names by blob id, read back from git's object database, so
/// that the learner's own commits never change what "as shipped" means.
public struct GitShippedFiles: ShippedFiles {
    public let paths: WorkbookPaths
    public let processes: any ProcessRunning

    public init(paths: WorkbookPaths, processes: any ProcessRunning) {
        self.paths = paths
        self.processes = processes
    }

    public func shippedPaths(under folder: String) -> [String] {
        ShippedRecord(paths: paths)?.paths(under: folder) ?? []
    }

    public func shippedText(of path: String) -> String? {
        guard let id = ShippedRecord(paths: paths)?.ids[path] else { return nil }
        let result = processes.run(ProcessCommand(["git", "cat-file", "blob", id], in: paths.root))
        return result.succeeded ? result.output : nil
    }
}
