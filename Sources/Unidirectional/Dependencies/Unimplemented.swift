import MiniTCA

/// What a test value's endpoint does when a test calls it without providing it: report the mistake, then throw,
/// so the effect that called it ends. TCA's `unimplemented` does the same.
nonisolated func unimplemented<Value>(_ call: String) throws -> Value {
    reportIssue("\(call), with no test value.")
    throw APIError.unreadable
}
