import Foundation
import WorkbookShell

/// Every exercise of the workbook, read from `Exercises/exercises.json`, in book order.
public struct ExerciseCatalogue: Sendable {
    /// The file's shape: `{ "exercises": [ … ] }`.
    private struct File: Decodable {
        let exercises: [Exercise]
    }

    public let exercises: [Exercise]

    public init(exercises: [Exercise]) {
        self.exercises = exercises.sorted { Exercise.isBefore($0.id, $1.id) }
    }

    /// Reads and decodes the manifest; the error says what is wrong with it, in words.
    public init(contentsOf file: URL) throws(WorkbookError) {
        guard let data = TextFile.data(file) else { throw WorkbookError("Cannot read \(file.lastPathComponent).") }
        try self.init(json: data, name: file.lastPathComponent)
    }

    public init(json data: Data, name: String = "exercises.json") throws(WorkbookError) {
        do {
            self.init(exercises: try JSONDecoder().decode(File.self, from: data).exercises)
        } catch let DecodingError.dataCorrupted(context) {
            throw WorkbookError("\(name) is not valid JSON: \(context.debugDescription)")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            throw WorkbookError("\(name): the value at \(path) has the wrong type: \(context.debugDescription)")
        } catch {
            throw WorkbookError("\(name) does not read as a list of exercises: \(error)")
        }
    }

    /// The exercise to do next: the first one not done after `passed` (the one just passed) in book order, coming
    /// round to the first; without `passed`, the first one not done. `nil` when every exercise is done.
    public func next(after passed: Exercise? = nil, in progress: ProgressStore) -> Exercise? {
        let start = passed.flatMap { passed in exercises.firstIndex { $0.id == passed.id } }.map { $0 + 1 } ?? 0
        return (exercises[start...] + exercises[..<start]).first { !progress.isDone($0.id) }
    }

    public func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }

    public func exercises(inChapter chapter: Int) -> [Exercise] {
        exercises.filter { $0.chapter == chapter }
    }

    /// "There is no exercise 1.7. Did you mean 1.2? The exercises: …" — the message for an id not in the book.
    public func unknownIDMessage(_ id: String) -> String {
        UsageError.unknown("exercise", id, among: exercises.map(\.id), quoted: false).message
    }
}
