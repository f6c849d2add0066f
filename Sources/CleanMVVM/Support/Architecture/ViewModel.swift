import MiniRx

// snippet: clean-viewmodel
/// The contract of every view model in the app: one function from what the person does (`Input`, a struct of
/// triggers) to what the screen shows (`Output`, a struct of `@Property` values).
///
/// It is not a pure function: the pipelines it builds also act, through the navigator (a selected row opens the
/// product) and the use case (a request). The view passes its own dispose bag: the view model subscribes its
/// pipelines inside it, so they live exactly as long as the screen.
public protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output
}
// end-snippet
