import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size and modification time of every file under some folders: cheap to take a few times a second, and
/// different after any save. `watch` compares two to see what changed; the runner keeps one of `Sources/` to know
/// when the workbook's modules must be built again.
public struct FolderSnapshot: Sendable, Equatable {
    /// `mtime size` by path, relative to the root the snapshot was taken from.
    public private(set) var files: [String: String]

    /// Every file under `folders` (relative to `root`), hidden files and folders (such as `.build`) left out.
    public init(root: URL, folders: [String]) {
        files = [:]
        let rootPath = root.standardizedFileURL.path + "/"
        for folder in folders {
            for file in SourceFolder.entries(under: root.appendingPathComponent(folder)) {
                let path = file.standardizedFileURL.path
                guard let stamp = Self.timeAndSize(ofFile: path) else { continue }
                let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
                files[relative] = stamp
            }
        }
    }

    /// The time and size of the regular file at `path`, as `seconds.nanoseconds size` with each count written whole
    /// (`1000.5 12` is 1000 s and 5 ns, 12 bytes: a stamp to compare, not a decimal), read with one `stat`
    /// (Foundation's resource values cost several times as much, and `watch` takes a snapshot twenty times a
    /// second); `nil` for anything else.
    private static func timeAndSize(ofFile path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return "\(time.tv_sec).\(time.tv_nsec) \(status.st_size)"
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
