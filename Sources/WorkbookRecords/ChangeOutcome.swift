/// What happened to one app's patch for one change request: whether it applied, built and passed, and its cost.
public struct ChangeOutcome: Codable, Sendable, Equatable {
    /// The verdict, worst first.
    public enum Status: String, Codable, Sendable {
        /// The app has no patch for the request yet.
        case missing = "no patch"
        /// The patch no longer applies to the app as it is: it went stale and needs refreshing.
        case stale = "does not apply"
        /// The patch applies, but the package does not build with it.
        case doesNotBuild = "does not build"
        /// It builds, and the spec or an acceptance scenario fails for this app.
        case failed
        case passed
    }

    /// The app's module: `RHA`.
    public var module: String
    public var status: Status
    /// The patch's cost; `nil` without a patch.
    public var cost: PatchCost?
    /// The spec's scenarios and the request's acceptance scenarios that ran for this app.
    public var specScenarios = 0
    public var acceptanceScenarios = 0
    /// The first failures (a test's name and its first message), when it failed.
    public var failures: [String] = []
    /// A hash of the patch's text, so a figure rendered from this record can tell that the patch changed since.
    public var patchHash: String?

    public init(module: String, status: Status, cost: PatchCost? = nil, patchHash: String? = nil) {
        self.module = module
        self.status = status
        self.cost = cost
        self.patchHash = patchHash
    }
}
