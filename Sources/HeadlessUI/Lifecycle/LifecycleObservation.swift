/// What ``UIViewController/observeLifecycle(_:)`` returns: cancel it to stop hearing of the controller.
///
/// It refers to the controller's observers weakly, so keeping an observation never keeps a screen alive.
public final class LifecycleObservation {
    private weak var observers: LifecycleObservers?
    private let id: Int

    init(observers: LifecycleObservers, id: Int) {
        self.observers = observers
        self.id = id
    }

    /// Stop calling the observer. Cancelling twice, or after the controller is gone, does nothing.
    public func cancel() {
        observers?.remove(id)
    }
}
