import HeadlessUI

/// A screen bound to a view model: it holds the model and builds its `Input` from its controls and draws its
/// `Output` in `bindViewModel()`.
protocol Bindable: AnyObject {
    associatedtype ViewModel

    var viewModel: ViewModel? { get set }

    func bindViewModel()
}

extension Bindable where Self: UIViewController {
    // snippet: clean-bind-view-model
    /// Gives the screen its view model and binds them at once: the view is loaded first, so every control exists.
    /// The assembler calls this as it builds the screen, before the screen is shown.
    func bindViewModel(to model: Self.ViewModel) {
        viewModel = model
        loadViewIfNeeded()
        bindViewModel()
    }
    // end-snippet
}
