import Foundation
import Testing
import WorkbookShell

/// The workbook's own reading and writing of text files.
@Suite("Text files")
struct TextFileTests {
    @Test("A scratch write creates the file, replaces what it held, and reads back as written")
    func scratchWriteReplaces() throws {
        let folder = ScratchFolder.root.appendingPathComponent("text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("stamp.txt")

        try TextFile.writeScratch("a longer first text — with ünïcode\n", to: file)
        #expect(TextFile.read(file) == "a longer first text — with ünïcode\n")
        try TextFile.writeScratch("short\n", to: file)
        #expect(TextFile.read(file) == "short\n")
        try TextFile.writeScratch("", to: file)
        #expect(TextFile.read(file) == "")
    }

    @Test("A scratch write into a folder that does not exist is an error naming the file")
    func scratchWriteRefused() {
        let file = ScratchFolder.root
            .appendingPathComponent("no-such-folder-\(UUID().uuidString)").appendingPathComponent("stamp.txt")

        #expect { try TextFile.writeScratch("text", to: file) } throws: { error in
            "\(error)".contains(file.path)
        }
    }
}
