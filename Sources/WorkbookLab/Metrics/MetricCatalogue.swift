/// Every figure the chapters and READMEs may state, by name. Each area of the workbook adds its own list
/// (`Metric.sizeMetrics`, …) to ``standard``.
public struct MetricCatalogue: Sendable {
    public let metrics: [String: Metric]
    /// Names given to more than one metric: a mistake `snippets --check` reports.
    public let duplicateNames: [String]

    public init(_ metrics: [Metric]) {
        var byName: [String: Metric] = [:]
        var duplicates: [String] = []
        for metric in metrics {
            if byName.updateValue(metric, forKey: metric.name) != nil { duplicates.append(metric.name) }
        }
        self.metrics = byName
        self.duplicateNames = duplicates
    }

    public static let standard = MetricCatalogue(
        Metric.sizeMetrics + Metric.exerciseMetrics + Metric.benchmarkMetrics + Metric.speedMetrics
            + Metric.testDoubleMetrics + Metric.compareMetrics + Metric.changeMetrics
            + Metric.decisionGuideMetrics + Metric.codeRunMetrics)

    public func named(_ name: String) -> Metric? {
        metrics[name]
    }
}
