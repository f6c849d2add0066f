/// `workbook side-by-side <feature> [--markdown]`: the path one feature takes through each app's code, file by file,
/// found by the source scanner, with lines a reviewer can cite.
struct SideBySideCommand: WorkbookCommand {
    static let description = CommandDescription(
        name: "side-by-side",
        summary: "the path one feature takes through each app's code, file by file, with lines to cite",
        arguments: [
            CommandArgument("feature", .required, "one of " + Feature.all.map(\.name).joined(separator: ", "))
        ],
        options: [CommandOption("--markdown", "print Markdown, for pasting into a review")],
        details: [
            "Each path is found by the source scanner, from the screen to the request it sends (or from the "
                + "server's answer to the alert it shows)."
        ])

    let featureName: String
    let markdown: Bool

    init(_ arguments: ParsedArguments) {
        featureName = arguments.first ?? ""
        markdown = arguments.has("--markdown")
    }

    func run(in workbook: Workbook) throws -> Int32 {
        let known = Feature.all.map(\.name)
        guard let feature = Feature.named(featureName) else {
            var message = "There is no feature `\(featureName)`."
            if let nearest = NearestMatch.suggestion(for: featureName, among: known) {
                message += " Did you mean `\(nearest)`?"
            }
            throw UsageError(message + " The features: " + known.joined(separator: ", ") + ".")
        }
        let report = try FeatureReport(feature, root: workbook.paths.root)
        let text = markdown ? report.markdown() : report.text(width: workbook.width)
        text.split(separator: "\n", omittingEmptySubsequences: false).forEach { workbook.write(String($0)) }
        return 0
    }
}
