import Foundation
import WorkbookShell

/// The learner's progress, kept in `.workbook/progress.txt`: one line per exercise tried, plain enough to read
/// and to edit by hand.
///
/// ```text
/// # exercise  state             hints-seen
/// 1.1         done              0
/// 1.2         failing           2
/// ```
public struct ProgressStore: Sendable, Equatable {
    /// What is remembered about one exercise.
    public struct Entry: Sendable, Equatable {
        public var state: ExerciseState = .notStarted
        public var hintsSeen = 0

        public init(state: ExerciseState = .notStarted, hintsSeen: Int = 0) {
            self.state = state
            self.hintsSeen = hintsSeen
        }
    }

    public private(set) var entries: [String: Entry] = [:]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// Reads the file; a missing file is a fresh start, and lines that do not read are skipped.
    public init(contentsOf file: URL) {
        self.init(text: TextFile.read(file) ?? "")
    }

    public init(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.count >= 2 else { continue }
            let state = ExerciseState.allCases.first { $0.rawValue == words[1] || $0.words == words[1] }
            entries[words[0]] = Entry(
                state: state ?? .notStarted,
                hintsSeen: words.count >= 3 ? Int(words[2]) ?? 0 : 0
            )
        }
    }

    public subscript(id: String) -> Entry {
        get { entries[id] ?? Entry() }
        set { entries[id] = newValue }
    }

    public func isDone(_ id: String) -> Bool { self[id].state == .passed }

    public var text: String {
        var lines = [
            "# Architecture Workbook: your progress, written by `swift run workbook`. Safe to read, edit or delete.",
            "# exercise  state             hints-seen",
        ]
        for (id, entry) in entries.sorted(by: { Exercise.isBefore($0.key, $1.key) }) {
            let stateWord = entry.state == .passed ? "done" : entry.state.rawValue
            lines.append(pad(id, 12) + pad(stateWord, 18) + String(entry.hintsSeen))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Saves the progress to `file`, and, the first time, a note beside it saying what its folder (`.workbook/`)
    /// holds.
    public func save(to file: URL) throws(WorkbookError) {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            throw WorkbookError("Cannot save your progress to \(file.path): \(error.localizedDescription)")
        }
        let note = file.deletingLastPathComponent().appendingPathComponent("README.txt")
        guard !FileManager.default.fileExists(atPath: note.path) else { return }
        try? Self.folderNote.write(to: note, atomically: true, encoding: .utf8)
    }

    /// What the `.workbook/` folder holds, for a learner who finds it.
    static let folderNote = """
        This folder belongs to `swift run workbook`, and git ignores it.
          progress.txt  what you have done: one line per exercise (state, hints seen); safe to edit or delete
          backups/      your files as they were before each `workbook reset` or `restore`, one folder each
          build/        the packages where exercises are built and tested; safe to delete

        """

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
