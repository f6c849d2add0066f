import Foundation

/// Reads the files the workbook works with through a `FileHandle` it opens, reads to the end and closes; and writes
/// the files it can make again without waiting for the disk.
///
/// Foundation's `String(contentsOf:)` and `Data(contentsOf:)` lose their read buffer on an empty file (as a test
/// process's output often is), which the address sanitizer reports as a leak; reading through a handle frees all
/// that it opens.
public enum TextFile {
    /// The file's bytes, or nil when it cannot be opened or read.
    public static func data(_ url: URL) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            return nil
        }
    }

    /// The file as UTF-8 text, or nil when it cannot be read or is not UTF-8.
    public static func read(_ url: URL) -> String? {
        data(url).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The file as UTF-8 text, or an error that names it.
    public static func contents(of url: URL) throws(WorkbookError) -> String {
        guard let data = data(url) else { throw WorkbookError("Cannot read \(url.path).") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw WorkbookError("\(url.path) is not UTF-8 text.")
        }
        return text
    }

    /// Writes `text` as UTF-8 to `url`, creating the file or replacing what it held, and returns without waiting for
    /// the disk: for the files the workbook makes again whenever they differ (the scratch package exercises are built
    /// in, its stamps) and for the tests' fixtures. On Linux, Foundation's `write(to:)` flushes every file to the disk
    /// before it returns, atomic or not, which costs far more than the write itself; what a learner keeps (progress,
    /// backups, the records) is still written that way.
    public static func writeScratch(_ text: String, to url: URL) throws(WorkbookError) {
        guard let file = fopen(url.path, "w") else { throw WorkbookError("Cannot write \(url.path).") }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else { throw WorkbookError("Cannot write \(url.path).") }
    }
}
