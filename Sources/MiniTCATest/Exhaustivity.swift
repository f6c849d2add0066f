/// How much a ``TestStore`` makes a test say.
public enum Exhaustivity: Equatable, Sendable {
    /// Everything: every change to the state, every action an effect sends back, and no effect still under way at
    /// the end. The default, and the point of the test store.
    case on
    /// Only what the test asserts: a test of a whole flow through several features can check the fields it cares
    /// about, skip the actions it does not, and end with effects under way. With `showSkippedAssertions`, what the
    /// test skipped is shown as known issues, which do not fail it. A test that uses it says why.
    case off(showSkippedAssertions: Bool)

    /// Only what the test asserts, with nothing shown of what it skipped.
    public static let off = Self.off(showSkippedAssertions: false)
}
