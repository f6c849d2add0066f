import Foundation

/// Where `workbook reset` finds an exercise file as it was shipped.
public protocol ShippedFiles: Sendable {
    /// The shipped text of a file under `Exercises/` (path relative to it), or `nil` if it did not ship.
    func shippedText(of path: String) -> String?
}

/// The shipped files are those of the last commit: in a fresh clone, the stubs as the workbook ships them.
public struct GitShippedFiles: ShippedFiles {
    public let paths: WorkbookPaths
    public let processes: any ProcessRunning

    public init(paths: WorkbookPaths, processes: any ProcessRunning) {
        self.paths = paths
        self.processes = processes
    }

    public func shippedText(of path: String) -> String? {
        let result = processes.run(ProcessCommand(["git", "show", "HEAD:Exercises/" + path], in: paths.root))
        return result.succeeded ? result.output : nil
    }
}
