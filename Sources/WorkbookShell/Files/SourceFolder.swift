import Foundation

/// A folder of Swift sources on disk, walked one way for every command: the Swift files under it, sorted by path
/// (hidden files and folders left out), and the folders directly inside it. `compare` counts an app's files with it,
/// the figures read them, and the runner copies an exercise's. (The layer-rule scanner, `SourceTree`, reads the
/// apps on its own: the chapters' tests use it without building the tooling.)
public enum SourceFolder {
    /// What lies under `url`, folders included, hidden files and folders left out; `url` alone when it is a file, and
    /// nothing when nothing is there.
    public static func entries(under url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return enumerator?.compactMap { $0 as? URL } ?? []
    }

    /// Every Swift file under `folder`, sorted by path; none when the folder does not exist.
    public static func swiftFiles(under folder: URL) -> [URL] {
        entries(under: folder).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Every Swift file under `folder`, as a path relative to `base` (a folder that holds it), sorted.
    public static func swiftFiles(under folder: URL, relativeTo base: URL) -> [String] {
        let basePath = base.standardizedFileURL.path + "/"
        return swiftFiles(under: folder).map(\.standardizedFileURL.path).filter { $0.hasPrefix(basePath) }
            .map { String($0.dropFirst(basePath.count)) }.sorted()
    }

    /// The names of the folders directly inside `folder`, sorted.
    public static func subfolders(of folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }
}
