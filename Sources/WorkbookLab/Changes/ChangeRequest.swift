import AppCatalogue
import Foundation
import WorkbookRecords
import WorkbookRunner
import WorkbookShell

/// One change request of `Changes/`: a folder `NN-name/` with the request in a product owner's words
/// (`README.md`), its acceptance scenarios (`Acceptance/*.swift`, run for every app in the spec's target), the
/// spec's own changes when the request changes what the spec expects (`spec.patch`), and two patches per app, named
/// after its module: the first author's (`RHA.patch`) and the second, blind author's (`second/RHA.patch`).
public struct ChangeRequest: Sendable, Equatable {
    /// The folder's name: `02-stock`.
    public var name: String
    /// `02`.
    public var number: String
    /// The README's first heading, without its `#`.
    public var title: String
    public var folder: URL

    /// The folder every change request lives in, relative to the root.
    public static let folderName = "Changes"

    /// Every change request under `Changes/`, in number order.
    public static func all(root: URL) -> [ChangeRequest] {
        let folder = root.appendingPathComponent(folderName)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.first?.isNumber == true && $0.contains("-") }.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            let readme = TextFile.read(url.appendingPathComponent("README.md")) ?? ""
            let heading = readme.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
            return ChangeRequest(
                name: name, number: String(name.prefix { $0 != "-" }), title: heading ?? name, folder: url)
        }
    }

    /// `author`'s patch that implements the request in `architecture`, or `nil` when there is none yet.
    public func patch(for architecture: Architecture, by author: PatchAuthor = .first) -> URL? {
        let url = folder.appendingPathComponent(author.folderPrefix + architecture.moduleName + ".patch")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    public var hasSecondPatches: Bool {
        Architecture.allCases.contains { patch(for: $0, by: .second) != nil }
    }

    /// The spec's changes, when the request changes what the spec expects of every app.
    public var specPatch: URL? {
        let url = folder.appendingPathComponent("spec.patch")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The acceptance scenarios' files, sorted.
    public var acceptanceFiles: [URL] {
        let url = folder.appendingPathComponent("Acceptance")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// Where the acceptance scenarios go in the scratch copy: inside the spec's target, so they share its harness.
    public var acceptanceFolderInSpec: String { "Tests/ConformanceTests/Change\(number)" }

    /// Whether `name` (`02`, `2`, `02-stock`, `stock`) names this request.
    public func isNamed(_ given: String) -> Bool {
        given == name || given == number || Int(given) == Int(number) || name.hasSuffix("-" + given)
    }
}
