import WorkbookKit

/// Shipped files from a dictionary, as a test declares them.
struct DictionaryShippedFiles: ShippedFiles {
    var texts: [String: String]

    func shippedText(of path: String) -> String? { texts[path] }
}
