/// The hops a request makes through the control points, recorded as it makes them: the write-up's call-stack
/// diagram, kept as data so that a test can assert it. The app runs without one; tests pass one in.
public final class CallTrace {
    public private(set) var hops: [String] = []

    public init() {}

    public func record(_ hop: String) {
        hops.append(hop)
    }
}
