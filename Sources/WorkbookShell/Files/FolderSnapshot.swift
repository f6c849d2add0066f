import Foundation

/// The size and modification time of every file under some folders: cheap to take a few times a second, and
/// different after any save. `watch` compares two to see what changed; the runner keeps one of `Sources/` to know
/// when the workbook's modules must be built again.
public struct FolderSnapshot: Sendable, Equatable {
    /// `mtime size` by path, relative to the root the snapshot was taken from.
    public private(set) var files: [String: String]

    public init(files: [String: String] = [:]) {
        self.files = files
    }

    /// Every file under `folders` (relative to `root`), hidden files and folders (such as `.build`) left out.
    public init(root: URL, folders: [String]) {
        files = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        let rootPath = root.standardizedFileURL.path + "/"
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            let urls: [URL]
            if isFolder.boolValue {
                let enumerator = FileManager.default.enumerator(
                    at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
                urls = enumerator?.compactMap { $0 as? URL } ?? []
            } else {
                urls = [url]
            }
            for file in urls {
                guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                    continue
                }
                let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                let path = file.standardizedFileURL.path
                let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
                files[relative] = "\(time) \(values.fileSize ?? -1)"
            }
        }
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    public func changes(since earlier: FolderSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }

    /// One line per file, sorted: what the runner writes as a stamp.
    public var text: String {
        files.keys.sorted().map { "\($0) \(files[$0] ?? "")" }.joined(separator: "\n") + "\n"
    }
}
