import Foundation
import Testing
import WorkbookShell

@Suite("FolderSnapshot: what watch compares to see a save")
struct FolderSnapshotTests {
    @Test(
        """
        A file saved again with the same size and a time later within the same second is a change, and only that \
        file is named
        """)
    func sameSizeNewTime() throws {
        let root = try Self.folder(files: ["Exercises/A.swift": "let a = 1\n", "Exercises/B.swift": "let b = 2\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Exercises/A.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000.25)], ofItemAtPath: file.path)
        let before = FolderSnapshot(root: root, folders: ["Exercises"])

        try "let a = 3\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000.75)], ofItemAtPath: file.path)
        let after = FolderSnapshot(root: root, folders: ["Exercises"])

        #expect(before.files.keys.sorted() == ["Exercises/A.swift", "Exercises/B.swift"])
        #expect(after.changes(since: before) == ["Exercises/A.swift"])
        #expect(FolderSnapshot(root: root, folders: ["Exercises"]) == after, "nothing saved: the same snapshot")
    }

    @Test("A file added or removed is a change; hidden files and folders, and folders themselves, are left out")
    func addedRemovedHidden() throws {
        let root = try Self.folder(files: [
            "Exercises/A.swift": "a", "Exercises/.build/debug.yaml": "x", "Exercises/.DS_Store": "x",
            "Package.swift": "p",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let before = FolderSnapshot(root: root, folders: ["Exercises", "Package.swift", "Missing"])

        try FileManager.default.removeItem(at: root.appendingPathComponent("Exercises/A.swift"))
        try "b".write(to: root.appendingPathComponent("Exercises/B.swift"), atomically: false, encoding: .utf8)
        let after = FolderSnapshot(root: root, folders: ["Exercises", "Package.swift", "Missing"])

        #expect(before.files.keys.sorted() == ["Exercises/A.swift", "Package.swift"])
        #expect(after.changes(since: before) == ["Exercises/A.swift", "Exercises/B.swift"])
    }

    /// A fresh folder holding `files` (path → text).
    private static func folder(files: [String: String]) throws -> URL {
        let root = ScratchFolder.root.appendingPathComponent("snapshot-\(UUID().uuidString)")
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }
        return root
    }
}
