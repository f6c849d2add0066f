import MiniRx

// snippet: clean-viewmodel
/// The contract of every view model in the app: a pure transformation of what the person does (`Input`, a struct of
/// triggers) into what the screen shows (`Output`, a struct of `@Property` values).
///
/// The view passes its own dispose bag: the view model subscribes its pipelines inside it, so they live exactly as
/// long as the screen.
public protocol ViewModel {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output
}
// end-snippet
