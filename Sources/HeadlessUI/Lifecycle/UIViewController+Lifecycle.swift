extension UIViewController {
    /// Calls `observer` with each moment of this controller's life from now on — view loaded, appearing and
    /// disappearing, taken out of its container or dismissed, freed — until the returned observation is cancelled.
    ///
    /// The general way for code outside a controller (a reactive library, a test) to follow it without subclassing
    /// it. `observer` is kept by the controller: capture the controller weakly in it, or it will never be freed.
    ///
    ///     let observation = screen.observeLifecycle { event in
    ///         if event == .viewDidLoad { … }
    ///     }
    @discardableResult
    public func observeLifecycle(_ observer: @escaping (LifecycleEvent) -> Void) -> LifecycleObservation {
        LifecycleObservation(observers: lifecycleObservers, id: lifecycleObservers.add(observer))
    }
}
