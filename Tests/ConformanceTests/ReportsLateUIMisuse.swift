import Testing

/// Fails a test whose app misused HeadlessUI after the robot's last step (see ``LaunchedRobots``).
/// Every conformance suite carries it: `@Suite("Home", .reportsLateUIMisuse)`.
struct ReportsLateUIMisuse: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let launched = LaunchedRobots()
        try await LaunchedRobots.$current.withValue(launched) { try await function() }
        await launched.reportProblems()
    }
}

extension Trait where Self == ReportsLateUIMisuse {
    static var reportsLateUIMisuse: Self { Self() }
}
