/// The files of an app a rule speaks about: some of its folders (each with the folders inside it), or every folder
/// but some; optionally only the files whose names end a certain way (`Logic.swift`), or one file.
public struct FileScope: Sendable, Hashable, CustomStringConvertible {
    /// The folders included; nil for every folder of the module.
    public let folders: [String]?
    /// Folders, and files (by their path inside the module, `AppDelegate.swift`), left out.
    public let excluded: [String]
    /// Only files whose names end with this (`Logic.swift`), or nil for any file.
    public let fileNameSuffix: String?
    /// Files whose names end with this (`ViewController.swift`) are left out; nil leaves none out.
    public let excludedFileNameSuffix: String?

    private init(
        folders: [String]?, excluded: [String], fileNameSuffix: String?, excludedFileNameSuffix: String? = nil
    ) {
        self.folders = folders
        self.excluded = excluded
        self.fileNameSuffix = fileNameSuffix
        self.excludedFileNameSuffix = excludedFileNameSuffix
    }

    /// The files in `folders` (and the folders inside them). The empty folder is the module's top level.
    public static func folders(_ folders: [String], filesEndingIn suffix: String? = nil) -> FileScope {
        FileScope(folders: folders, excluded: [], fileNameSuffix: suffix)
    }

    /// The files in `folders` whose names do not end with `suffix`: the reducers beside their views, say.
    public static func folders(_ folders: [String], filesNotEndingIn suffix: String) -> FileScope {
        FileScope(folders: folders, excluded: [], fileNameSuffix: nil, excludedFileNameSuffix: suffix)
    }

    /// Every file of the module except those in `excluded` (folders, or paths of files inside the module).
    public static func everything(except excluded: [String] = []) -> FileScope {
        FileScope(folders: nil, excluded: excluded, fileNameSuffix: nil)
    }

    /// One file, by its path inside the module: `UILayer/UIManaging.swift`.
    public static func file(_ path: String) -> FileScope {
        let components = path.split(separator: "/").map(String.init)
        return FileScope(
            folders: [components.dropLast().joined(separator: "/")], excluded: [],
            fileNameSuffix: components.last ?? path)
    }

    public func contains(_ file: SourceFile) -> Bool {
        if let fileNameSuffix, !file.fileName.hasSuffix(fileNameSuffix) { return false }
        if let excludedFileNameSuffix, file.fileName.hasSuffix(excludedFileNameSuffix) { return false }
        if let folders, !folders.contains(where: file.isInFolder) { return false }
        let pathInModule = file.folder.isEmpty ? file.fileName : file.folder + "/" + file.fileName
        return !excluded.contains { excluded in
            excluded.hasSuffix(".swift") ? pathInModule == excluded : file.isInFolder(excluded)
        }
    }

    /// `ViewModels, Worker`, `every file but NetworkLayer, AppDelegate.swift`, `Scenes (files ending in Logic.swift)`.
    public var description: String {
        var text: String
        if let folders {
            text = folders.map { $0.isEmpty ? "the top level" : $0 }.joined(separator: ", ")
        } else {
            text = excluded.isEmpty ? "every file" : "every file but " + excluded.joined(separator: ", ")
        }
        if let fileNameSuffix {
            text += " (files ending in \(fileNameSuffix))"
        }
        if let excludedFileNameSuffix {
            text += " (files not ending in \(excludedFileNameSuffix))"
        }
        return text
    }
}
