/// The loading infrastructure of Pros and Cons: it knows only an observer. It binds once and loads whatever arrives
/// into memory — the list, or nothing when a failure came — then tells its display. It cannot ask for anything (it
/// has no trigger), and it words nothing: how a list or a failure reads is the screen's business.
final class ProsConsLoadingInfra {
    weak var display: ProsConsDisplay?
    /// The list as it last arrived.
    private(set) var items: [String] = []

    init(observer: NewProsObserver) {
        observer.bind { [weak self] result in self?.load(result) }
    }

    init(observer: NewConsObserver) {
        observer.bind { [weak self] result in self?.load(result) }
    }

    private func load(_ result: Result<[String], AppError>) {
        switch result {
        case .success(let items):
            self.items = items
            display?.showItems()
        case .failure(let error):
            display?.showFailure(error)
        }
    }
}
