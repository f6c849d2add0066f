@testable import CleanMVVM

/// A hand-written mock of the editor's navigator.
final class EditProductNavigatorMock: EditProductNavigatorType {
    var dismissCalled = false

    func dismiss() {
        dismissCalled = true
    }
}
