import Foundation

/// Where the tests make their fixtures and scratch files: a folder held in memory when the system has one
/// (`/dev/shm` on Linux), the temporary folder otherwise.
///
/// The tests make and delete thousands of small files and folders. On a disk, that costs more than the tests
/// themselves: Linux's ext4, run without a journal, searches past every file deleted in the last few seconds before it
/// hands out a new one. In memory, the same tests take a third of the time.
enum ScratchFolder {
    static let root = choosing(memoryFolder: "/dev/shm")

    /// `memoryFolder` when it is a folder the tests may write in, else the temporary folder.
    static func choosing(memoryFolder: String) -> URL {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: memoryFolder, isDirectory: &isFolder), isFolder.boolValue,
            FileManager.default.isWritableFile(atPath: memoryFolder)
        {
            return URL(fileURLWithPath: memoryFolder, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }
}
