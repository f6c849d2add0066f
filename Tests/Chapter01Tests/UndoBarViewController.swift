import HeadlessUI

// snippet: headlessui-timer-on-screen
/// A screen that hides its "Deleted" bar five seconds after it shows, on the clock it was given.
final class UndoBarViewController: UIViewController {
    let bar = UILabel(text: "Deleted")
    private let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
        super.init()
    }

    override func viewDidLoad() {
        title = "Products"
        view.addSubview(bar)
        clock.scheduledTimer(after: .seconds(5)) { [weak self] _ in self?.bar.isHidden = true }
    }
}
// end-snippet
