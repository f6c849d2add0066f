import Foundation

/// The exercises of the clone's `Exercises/exercises.json`, in the file's order: their ids and the files to edit.
struct ExerciseList {
    let ids: [String]
    let files: [String: [String]]

    init(clone: URL) {
        let manifest = clone.appendingPathComponent("Exercises/exercises.json")
        let json = (try? Data(contentsOf: manifest)).flatMap { try? JSONSerialization.jsonObject(with: $0) }
        let entries = ((json as? [String: Any])?["exercises"] as? [[String: Any]]) ?? []
        ids = entries.compactMap { $0["id"] as? String }
        var files: [String: [String]] = [:]
        for entry in entries {
            guard let id = entry["id"] as? String else { continue }
            files[id] = entry["files"] as? [String] ?? []
        }
        self.files = files
    }
}
