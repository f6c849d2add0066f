import HeadlessUI

/// A screen that writes each lifecycle call to a shared journal, so tests can check UIKit's order.
final class JournalingViewController: UIViewController {
    let name: String
    let journal: Journal

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init()
        title = name
    }

    override func viewDidLoad() { journal.write("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { journal.write("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.write("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.write("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.write("\(name) viewDidDisappear") }
}
