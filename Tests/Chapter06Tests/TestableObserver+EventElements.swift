import MiniRxTest

extension TestableObserver {
    /// The first value received, if any (the original's `firstEventElement`).
    var firstEventElement: Element? {
        elements.first
    }

    /// The last value received, if any (the original's `lastEventElement`).
    var lastEventElement: Element? {
        elements.last
    }
}
