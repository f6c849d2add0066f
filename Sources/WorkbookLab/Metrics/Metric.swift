/// One figure a chapter may state: a name, what it measures, and how to render it from the repository as it is now.
///
/// A chapter never types a number in. It writes `<!-- metrics: code-lines RHA -->…<!-- end-metrics -->`, and
/// `workbook snippets --check` renders the metric `code-lines` with the argument `RHA` and fails when the chapter's
/// copy differs (see ``GeneratedFigures``).
public struct Metric: Sendable {
    /// The name a chapter's marker uses: `code-lines`.
    public let name: String
    /// The names of its arguments, for messages (`["MODULE"]`); a marker must give exactly this many.
    public let parameters: [String]
    /// One sentence: what it counts, and by which rule.
    public let summary: String
    /// Renders the figure (a number, a sentence or a whole table) from the repository at `context.root`.
    /// It is called with exactly as many arguments as ``parameters`` names.
    public let render: @Sendable (_ context: MetricContext, _ arguments: [String]) throws -> String

    public init(
        name: String, parameters: [String] = [], summary: String,
        render: @escaping @Sendable (_ context: MetricContext, _ arguments: [String]) throws -> String
    ) {
        self.name = name
        self.parameters = parameters
        self.summary = summary
        self.render = render
    }

    /// How a marker for this metric is written: `<!-- metrics: code-lines MODULE -->`.
    public var usage: String {
        "<!-- metrics: " + ([name] + parameters).joined(separator: " ") + " -->"
    }
}
