/// The trigger side of editing a product: send the text a person typed. The saved product (or the reason it
/// was not saved) reaches every ``ProductUpdateObserver``.
public protocol UpdateProductTrigger: AnyObject {
    func updateProduct(_ draft: ProductDraft)
}
