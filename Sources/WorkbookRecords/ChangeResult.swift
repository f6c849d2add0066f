/// One change request, run against every app.
public struct ChangeResult: Codable, Sendable, Equatable {
    /// `02-stock`.
    public var name: String
    public var title: String
    /// Whether the spec's own changes (`spec.patch`) applied; when they do not, nothing of the request was run.
    public var specApplies = true
    /// The first author's patch for each app.
    public var outcomes: [ChangeOutcome] = []
    /// The second, blind author's patch for each app; `nil` in a record taken before the request had second
    /// patches.
    public var secondOutcomes: [ChangeOutcome]?
    /// How long the request took: applying, building, running.
    public var seconds = 0.0

    public init(name: String, title: String) {
        self.name = name
        self.title = title
    }

    /// Whether every app's patch applied, built and passed: the first author's always, and the second author's
    /// wherever there is one (a request may wait for its second author; `changes --record` refuses it until then).
    public var passed: Bool {
        specApplies && outcomes.allSatisfy { $0.status == .passed }
            && (secondOutcomes ?? []).allSatisfy { $0.status == .passed || $0.status == .missing }
    }

    /// The first author's outcome for `module`.
    public func outcome(for module: String) -> ChangeOutcome? {
        outcome(for: module, by: .first)
    }

    public func outcome(for module: String, by author: PatchAuthor) -> ChangeOutcome? {
        switch author {
        case .first: outcomes.first { $0.module == module }
        case .second: secondOutcomes?.first { $0.module == module }
        }
    }

    /// Every author's cost of `module`'s patch, first author first: one cost, or two once the second is measured.
    public func costs(of module: String) -> [PatchCost] {
        PatchAuthor.allCases.compactMap { outcome(for: module, by: $0)?.cost }
    }
}
