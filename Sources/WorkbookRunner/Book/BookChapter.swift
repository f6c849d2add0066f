import WorkbookShell

/// A chapter of the book: its number, its title, and its file under `Chapters/`.
public struct BookChapter: Sendable, Equatable {
    public let number: Int
    public let title: String
    /// `01-one-app-seven-ways.md`.
    public let file: String

    /// The nine chapters, in order.
    public static let all: [BookChapter] = [
        BookChapter(number: 1, title: "One app, seven ways", file: "01-one-app-seven-ways.md"),
        BookChapter(number: 2, title: "Reactive Hybrid Architecture: Box binding", file: "02-rha-box-binding.md"),
        BookChapter(number: 3, title: "Triggers and observers", file: "03-triggers-and-observers.md"),
        BookChapter(number: 4, title: "The UBER layered style", file: "04-uber-layered-style.md"),
        BookChapter(number: 5, title: "Observables from scratch", file: "05-observables-from-scratch.md"),
        BookChapter(number: 6, title: "Clean Architecture + MVVM", file: "06-clean-architecture-mvvm.md"),
        BookChapter(number: 7, title: "Cause–Logic–Effect", file: "07-cause-logic-effect.md"),
        BookChapter(number: 8, title: "Unidirectional data flow", file: "08-unidirectional-data-flow.md"),
        BookChapter(number: 9, title: "Comparing the seven", file: "09-comparing-the-seven.md"),
    ]

    /// `Chapters/01-one-app-seven-ways.md`.
    public var path: String { "Chapters/" + file }
}
