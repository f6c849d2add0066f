/// One change request, run against every app.
public struct ChangeResult: Codable, Sendable, Equatable {
    /// `02-stock`.
    public var name: String
    public var title: String
    /// Whether the spec's own changes (`spec.patch`) applied; when they do not, nothing of the request was run.
    public var specApplies = true
    public var outcomes: [ChangeOutcome] = []
    /// How long the request took: applying, building, running.
    public var seconds = 0.0

    public init(name: String, title: String) {
        self.name = name
        self.title = title
    }

    /// Whether every app's patch applied, built and passed.
    public var passed: Bool { specApplies && outcomes.allSatisfy { $0.status == .passed } }

    public func outcome(for module: String) -> ChangeOutcome? {
        outcomes.first { $0.module == module }
    }
}
