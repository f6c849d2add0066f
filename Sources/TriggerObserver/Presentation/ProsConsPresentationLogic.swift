/// The presentation logic of Pros and Cons: it knows only a trigger, and pulls it when the screen loads.
/// It never sees the list — that goes to the loading infrastructure.
final class ProsConsPresentationLogic {
    private let fetch: () -> Void

    init(trigger: FetchProsTrigger) {
        fetch = { trigger.fetchPros() }
    }

    init(trigger: FetchConsTrigger) {
        fetch = { trigger.fetchCons() }
    }

    func viewDidLoad() {
        fetch()
    }
}
