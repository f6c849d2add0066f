import MiniRx

/// The editor's view model: the product's name and price as typed, their rules once Save has been tapped, and the
/// save, whose result goes back through `delegate`.
struct EditProductViewModel {
    let navigator: EditProductNavigatorType
    let useCase: EditProductUseCaseType
    let product: Product
    let delegate: PublishSubject<EditProductDelegate>
}

extension EditProductViewModel: ViewModel {
    struct Input {
        let name: Driver<String>
        let price: Driver<String>
        let updateTrigger: Driver<Void>
        let cancelTrigger: Driver<Void>
    }

    struct Output {
        @Property var name = ""
        @Property var price = ""
        @Property var nameValidation = ValidationResult.success(())
        @Property var priceValidation = ValidationResult.success(())
        @Property var error: (any Error)?
        @Property var isLoading = false
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let original = product.toDto()
        let output = Output(name: original.name, price: original.price)
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()

        // A field sends its text as it is when bound (empty, until the view controller drives `output.name` into it)
        // before any edit; the product's own name and price come right after, as the write-up's load trigger brings
        // them.
        let name = Driver.merge(input.name, .just(original.name))
        let price = Driver.merge(input.price, .just(original.price))

        // snippet: clean-edit-product-validation
        // The rules say nothing until Save is first tapped; from then on they follow every edit.
        Driver.combineLatest(name, input.updateTrigger) { name, _ in name }
            .map(useCase.validateName)
            .drive(output.$nameValidation)
            .disposed(by: disposeBag)

        Driver.combineLatest(price, input.updateTrigger) { price, _ in price }
            .map(useCase.validatePrice)
            .drive(output.$priceValidation)
            .disposed(by: disposeBag)
        // end-snippet

        // snippet: clean-edit-product-update
        input.updateTrigger
            .withLatestFrom(Driver.combineLatest(name, price) { ($0, $1) })
            .map { name, price in ProductDto(id: product.id, name: name, price: price) }
            .flatMapLatest { dto in
                useCase.update(dto)
                    .trackActivity(activityIndicator)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
            }
            .drive(onNext: { saved in
                delegate.onNext(.updatedProduct(saved))
                navigator.dismiss()
            })
            .disposed(by: disposeBag)
        // end-snippet

        input.cancelTrigger
            .drive(onNext: navigator.dismiss)
            .disposed(by: disposeBag)

        errorTracker.asDriver().drive(output.$error).disposed(by: disposeBag)
        activityIndicator.asDriver().drive(output.$isLoading).disposed(by: disposeBag)
        return output
    }
}
