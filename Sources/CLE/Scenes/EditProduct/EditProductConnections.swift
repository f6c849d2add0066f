import Backend
import HeadlessUI
import MiniRx
import MiniRxCocoa

extension EditProductViewController {
    // snippet: cle-edit-connect
    /// Edits `product`. Save sends what was typed, if it is valid, and Save waits while a save is in flight; the
    /// action sends the product as the server saved it and completes — and Cancel completes it with nothing.
    func connect(product: Product, server: Server) -> Observable<Product> {
        let api = API(server: server)
        nameField.text = EditProductLogic.name(product)
        priceField.text = EditProductLogic.price(product)
        let saveTaps = saveButton.rx.tap
        let name = nameField.rx.text.asObservable()
        let price = priceField.rx.text.asObservable()

        Observable.merge(
            api.error.map(EditProductLogic.errorAlert),
            EditProductLogic.refusals(saveTaps: saveTaps, name: name, price: price)
        )
        .bind(onNext: presentScene(animated: true, scene: okAlert))
        .disposed(by: disposeBag)

        api.isActive.map { !$0 }.bind(to: saveButton.rx.isEnabled).disposed(by: disposeBag)

        return EditProductLogic.changesToSave(saveTaps: saveTaps, name: name, price: price)
            .flatMapFirst { api.response(.updateProduct(product.id, with: $0)) }
            .take(1)
            .take(until: cancelButton.rx.tap)
    }
    // end-snippet
}
