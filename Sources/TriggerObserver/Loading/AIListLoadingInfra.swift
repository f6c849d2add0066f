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
        case .failure(.server(let message)):
            display?.showAlert(title: "Alert", message: message)
        case .failure(let error):
            display?.showAlert(title: "Error", message: error.message)
        }
    }
}
