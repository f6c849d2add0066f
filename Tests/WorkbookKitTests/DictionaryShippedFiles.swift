import WorkbookLab
import WorkbookRunner
import WorkbookShell

/// Shipped files from a dictionary, as a test declares them.
struct DictionaryShippedFiles: ShippedFiles {
    var texts: [String: String]

    func shippedPaths(under folder: String) -> [String] {
        texts.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
    }

    func shippedText(of path: String) -> String? { texts[path] }
}
