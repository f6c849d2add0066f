@testable import RHA

/// Every `Content` a box reports, in order, from the moment of binding.
final class ContentRecorder {
    private(set) var heard: [Content] = []

    init(_ box: Box<Content>) {
        box.bind { [weak self] in self?.heard.append($0) }
    }

    /// The contents that would raise an alert (status `false`).
    var alerts: [Content] { heard.filter { !$0.status } }
}
