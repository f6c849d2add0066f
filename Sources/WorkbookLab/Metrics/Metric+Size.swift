import AppCatalogue

/// Size figures: what `workbook compare` counts, per app module or per path, by ``SourceCounter``'s rules.
extension Metric {
    static let sizeMetrics: [Metric] = [
        moduleFigure("files", summary: "Swift files under Sources/<MODULE>.") { $0.files },
        moduleFigure("code-lines", summary: "Lines of code (not blank, not only a comment) under Sources/<MODULE>.") {
            $0.linesOfCode
        },
        moduleFigure("types", summary: "class, struct, enum, actor and protocol declarations under Sources/<MODULE>.") {
            $0.types
        },
        moduleFigure("protocols", summary: "protocol declarations under Sources/<MODULE>.") { $0.protocols },
        moduleFigure(
            "chapter-tests", summary: "@Test functions in the app's own chapter's test files that import the app."
        ) {
            $0.chapterTests
        },
        pathFigure("code-lines-in", summary: "Lines of code in a file, or in every Swift file under a folder.") {
            SourceCounter.linesOfCode(in: $0)
        },
        pathFigure("types-in", summary: "Type declarations in a file, or under a folder.") {
            SourceCounter.typeDeclarations(in: $0)
        },
        pathFigure("tests-in", summary: "@Test functions in a file, or under a folder.") {
            SourceCounter.testDeclarations(in: $0)
        },
        pathFigure("files-in", summary: "Swift files in a folder (1 for a file).") { _ in 1 },
        Metric(name: "size-table", summary: "compare's size table for every app in the catalogue.") { context, _ in
            try ArchitectureMetrics.sizeTable(Architecture.allCases.map { try context.module($0.moduleName) }).render()
        },
    ]

    /// A figure of one app module: `<!-- metrics: code-lines RHA -->`.
    private static func moduleFigure(
        _ name: String, summary: String, _ value: @escaping @Sendable (ArchitectureMetrics) -> Int
    ) -> Metric {
        Metric(name: name, parameters: ["MODULE"], summary: summary) { context, arguments in
            String(value(try context.module(arguments[0])))
        }
    }

    /// A figure summed over the Swift files under a path: `<!-- metrics: code-lines-in Sources/RHA/Box -->`.
    private static func pathFigure(
        _ name: String, summary: String, _ value: @escaping @Sendable (String) -> Int
    ) -> Metric {
        Metric(name: name, parameters: ["PATH"], summary: summary) { context, arguments in
            String(try context.swiftTexts(under: arguments[0]).reduce(0) { $0 + value($1) })
        }
    }
}
