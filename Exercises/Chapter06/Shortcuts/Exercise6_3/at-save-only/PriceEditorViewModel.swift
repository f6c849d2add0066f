import CleanMVVM
import MiniRx

/// Exercise 6.3 — an editor's `transform`, as the original's editor behaves: the rules say nothing while the person
/// is still typing, and speak from the first tap on Save, after which they follow every edit.
///
/// `nameValidation` and `priceValidation` are the results of `ProductDto.validateName` and
/// `ProductDto.validatePrice` — success until Save is first tapped. Save sends the product as typed (`saved`), but
/// only when both rules pass.
struct PriceEditorViewModel: ViewModel {
    let product: Product

    struct Input {
        let name: Driver<String>
        let price: Driver<String>
        let saveTrigger: Driver<Void>
    }

    struct Output {
        @Property var nameValidation = ValidationResult.success(())
        @Property var priceValidation = ValidationResult.success(())
        @Property var saved: ProductDto?
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let output = Output()
        let name = input.name.startWith(product.name)
        let price = input.price.startWith(product.toDto().price)

        input.saveTrigger.withLatestFrom(name)
            .map(ProductDto.validateName)
            .drive(output.$nameValidation)
            .disposed(by: disposeBag)
        input.saveTrigger.withLatestFrom(price)
            .map(ProductDto.validatePrice)
            .drive(output.$priceValidation)
            .disposed(by: disposeBag)

        input.saveTrigger
            .withLatestFrom(Driver.combineLatest(name, price) { ProductDto(id: product.id, name: $0, price: $1) })
            .filter(\.isValid)
            .drive(output.$saved)
            .disposed(by: disposeBag)
        return output
    }
}
