import Foundation

/// The Swift files the scanner reads, by module: read from a repository on disk, or given as text (a fixture).
public struct SourceTree: Sendable {
    /// The modules every app builds on (the fake server, the toolkit, the reactive libraries and their bindings): an
    /// app naming one of their public declarations depends on that module.
    public static let libraries = ["Backend", "HeadlessUI", "MiniRx", "MiniRxCocoa", "MiniTCA"]

    public let files: [SourceFile]
    /// The repository's root, for a tree read from disk.
    public let root: URL?

    /// A tree of the given files, by path (`Sources/App/Controllers/HomeController.swift`) and text.
    public init(files: [String: String]) {
        self.files = files.keys.sorted().map { SourceFile(path: $0, text: files[$0] ?? "") }
        root = nil
    }

    /// Every Swift file of `folders` (`Sources/RHA`, `Tests/Chapter02Tests`) in the repository at `root`; a folder
    /// that does not exist is skipped.
    public init(root: URL, folders: [String]) throws {
        var read: [SourceFile] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            // The enumerator that hands out URLs: on Linux the one that hands out paths rewrites each path it
            // builds, and costs three times as much.
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            else { continue }
            let files = enumerator.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(".swift") }
                .map { (url: $0, path: String($0.path.dropFirst(url.path.count + 1))) }
                .sorted { $0.path < $1.path }
            for file in files {
                read.append(try ParsedFiles.shared.file(at: file.url, path: folder + "/" + file.path))
            }
        }
        files = read
        self.root = root
    }

    /// The app module `module` and the libraries, read from the repository at `root`.
    public init(root: URL, app module: String) throws {
        try self.init(root: root, folders: ([module] + Self.libraries).map { "Sources/" + $0 })
    }

    /// The files of one module.
    public func files(of module: String) -> [SourceFile] {
        files.filter { $0.module == module }
    }

    /// The repository around `path` (a file inside it, such as a test's `#filePath`): the nearest folder above it
    /// that holds both `Package.swift` and `Sources`.
    public static func repositoryRoot(containing path: String) -> URL? {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.path != "/" {
            let manifest = folder.appendingPathComponent("Package.swift").path
            let sources = folder.appendingPathComponent("Sources").path
            if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: sources) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

/// The files read from disk so far, each kept with its text: the rules, `compare` and `side-by-side` read the same
/// libraries for every app, and a file is tokenized once per process for as long as its text stays the same.
///
/// A file is read again every time, and its text compared: reading is cheap beside tokenizing, and cheaper than
/// asking for a file's attributes, which on Linux also looks up its owner's and group's names.
private final class ParsedFiles: @unchecked Sendable {
    static let shared = ParsedFiles()

    private let lock = NSLock()
    private var files: [String: (text: String, file: SourceFile)] = [:]

    func file(at url: URL, path: String) throws -> SourceFile {
        let text = try String(contentsOf: url, encoding: .utf8)
        let key = url.path + "|" + path
        if let known = lock.withLock({ files[key] }), known.text == text {
            return known.file
        }
        let file = SourceFile(path: path, text: text)
        lock.withLock { files[key] = (text, file) }
        return file
    }
}
