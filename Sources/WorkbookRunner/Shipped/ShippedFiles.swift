/// Where a command that puts files back (`workbook reset`) finds them as they were shipped: git
/// (``GitShippedFiles``), or what a test gives the command.
public protocol ShippedFiles: Sendable {
    /// The shipped files under `folder` (paths relative to `Exercises/`), sorted.
    func shippedPaths(under folder: String) -> [String]
    /// The shipped text of a file under `Exercises/` (path relative to it), or `nil` if it cannot be found.
    func shippedText(of path: String) -> String?
}
