import Foundation
import WorkbookShell

/// The verdicts of a variant's last test runs, each under the key of everything it was run on (the workbook's
/// modules and the exercise's files): `verify` reuses a verdict whose key has not changed instead of running the
/// tests again. The tests are deterministic — no wall clock, no unseeded randomness — so the same inputs give the
/// same verdict. Kept in the variant's folder as `verdicts-<variant>.json` (`verdicts-solved.json`, …).
struct VerdictCache {
    private struct Entry: Codable {
        var key: String
        var verdict: Verdict
    }

    let file: URL
    private var entries: [String: Entry]

    init(file: URL) {
        self.file = file
        entries = TextFile.data(file).flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
    }

    /// The verdict recorded for `id` under `key`, if the key is the same.
    func verdict(for id: String, key: String) -> Verdict? {
        entries[id].flatMap { $0.key == key ? $0.verdict : nil }
    }

    mutating func record(_ verdict: Verdict, for id: String, key: String) {
        entries[id] = Entry(key: key, verdict: verdict)
    }

    func save() {
        guard let data = try? JSONEncoder().encode(entries) else { return }
        try? data.write(to: file, options: .atomic)
    }
}
