/// The loading infrastructure of Pros and Cons: it knows only an observer. It binds once, and turns whatever
/// arrives into rows or an alert on its display. It cannot ask for anything — it has no trigger.
final class AIListLoadingInfra {
    weak var display: AIListDisplay?
    private let emptyMessage: String

    init(observer: NewProsObserver) {
        emptyMessage = "No pros found"
        observer.bind { [weak self] result in self?.load(result) }
    }

    init(observer: NewConsObserver) {
        emptyMessage = "No cons found"
        observer.bind { [weak self] result in self?.load(result) }
    }

    private func load(_ result: Result<[String], AppError>) {
        switch result {
        case .success(let items):
            display?.show(items)
            if items.isEmpty { display?.showAlert(title: "Alert", message: emptyMessage) }
        case .failure(.unreadableAnswer):
            display?.showAlert(title: "Error", message: AppError.unreadableAnswer.message)
        case .failure(let refusal):
            // The server said no, in its words or by its status: the write-up's `Alert`.
            display?.showAlert(title: "Alert", message: refusal.message)
        }
    }
}
