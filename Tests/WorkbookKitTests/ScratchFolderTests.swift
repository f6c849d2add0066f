import Foundation
import Testing

/// Where the tooling's tests make their fixtures.
@Suite("The tests' scratch folder")
struct ScratchFolderTests {
    @Test("It is the memory folder when that is a folder the tests may write in, and the temporary folder otherwise")
    func fallsBack() {
        #expect(ScratchFolder.choosing(memoryFolder: "/no/such/folder") == FileManager.default.temporaryDirectory)
        let writable = FileManager.default.temporaryDirectory.path
        #expect(ScratchFolder.choosing(memoryFolder: writable) == URL(fileURLWithPath: writable, isDirectory: true))
    }
}
