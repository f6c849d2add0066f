import Backend
import HeadlessUI
import MiniRx
import MiniRxCocoa

extension ProsConsViewController {
    /// Shows the `side` list once the screen first appears; an empty list or a failure is an alert. Reports nothing.
    func connect(side: ProsConsSide, server: Server) -> Observable<Never> {
        let api = API(server: server)
        title = ProsConsLogic.title(side)

        let items = rx.viewWillAppear.take(1)
            .flatMap { api.response(ProsConsLogic.endpoint(side)) }
            .share(replay: 1)

        Observable.merge(
            api.error.map(ProsConsLogic.errorAlert),
            items.compactMap { ProsConsLogic.emptyAlert(side, items: $0) }
        )
        .bind(onNext: presentScene(animated: true, scene: okAlert))
        .disposed(by: disposeBag)

        items
            .bind(to: tableView.rx.items)
            .disposed(by: disposeBag)

        return .never()
    }
}
