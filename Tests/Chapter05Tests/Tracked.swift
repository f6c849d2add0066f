/// A class whose only job is to be watched with a `weak` reference: when it is gone, whatever held it
/// (a closure, a subscription) has been released.
final class Tracked {
    let name: String

    init(_ name: String = "tracked") {
        self.name = name
    }
}
