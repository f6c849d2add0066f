import Foundation
import WorkbookShell

/// The exercises a variant's builds leave out because they did not compile, each with a hash of its files as they
/// were then. While an exercise's files stay as they were it stays out, so that a half-done exercise does not
/// change the package (and cost SwiftPM a fresh plan) on every check of another. Kept in the variant's folder as
/// `left-out-<variant>.txt` (`left-out-working.txt`, …), one `id hash` per line.
struct LeftOutExercises {
    let file: URL
    private(set) var hashes: [String: String] = [:]

    init(file: URL) {
        self.file = file
        let text = TextFile.read(file) ?? ""
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 2 { hashes[String(words[0])] = String(words[1]) }
        }
    }

    /// Whether the exercise was left out with exactly these files.
    func isLeftOut(_ id: String, hash: String) -> Bool {
        hashes[id] == hash
    }

    mutating func leaveOut(_ id: String, hash: String) {
        hashes[id] = hash
    }

    mutating func takeBack(_ id: String) {
        hashes[id] = nil
    }

    func save() {
        let text = hashes.keys.sorted().map { "\($0) \(hashes[$0] ?? "")\n" }.joined()
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? TextFile.writeScratch(text, to: file)
    }
}
