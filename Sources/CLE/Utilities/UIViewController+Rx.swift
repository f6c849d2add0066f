import HeadlessUI
import MiniRx

/// A view controller's life as observables (from HeadlessUI's lifecycle observation), and the two ways a controller
/// removes itself before its scene's action ends.
extension Reactive where Base: UIViewController {
    /// A value each time `viewDidLoad()` has run.
    var viewDidLoad: Observable<Void> { lifecycle(.viewDidLoad) }
    /// A value each time `viewWillAppear(_:)` has run.
    var viewWillAppear: Observable<Void> { lifecycle(.viewWillAppear) }
    /// A value each time `viewDidAppear(_:)` has run.
    var viewDidAppear: Observable<Void> { lifecycle(.viewDidAppear) }
    /// A value each time `viewWillDisappear(_:)` has run.
    var viewWillDisappear: Observable<Void> { lifecycle(.viewWillDisappear) }
    /// A value each time `viewDidDisappear(_:)` has run.
    var viewDidDisappear: Observable<Void> { lifecycle(.viewDidDisappear) }

    /// One value, then completion, when the controller is being freed (at once if it is already gone).
    var deallocating: Observable<Void> {
        Observable.create { [weak base] observer in
            guard let base else {
                observer.onSuccess(())
                return Disposables.create()
            }
            let observation = base.observeLifecycle { event in
                if event == .deallocated { observer.onSuccess(()) }
            }
            return Disposables.create { observation.cancel() }
        }
    }

    /// One value, then completion, once the view has loaded: at once if it already has, else after `viewDidLoad()`.
    var viewLoaded: Observable<Void> {
        let alreadyLoaded = base.isViewLoaded ? Observable.just(()) : Observable.empty()
        return Observable.merge(viewDidLoad, alreadyLoaded).take(1)
    }

    /// When subscribed, dismisses the controller if it is presented (with whatever it presents), then sends one value
    /// and completes. For a screen that must go before its action ends.
    func dismissSelf(animated: Bool) -> Observable<Void> {
        Observable.deferred { [weak base] in
            if let base { remove(controller: base, animated: animated) }
            return Observable.just(())
        }
    }

    /// When subscribed, pops the controller (and every screen pushed above it) if it is in a navigation stack above
    /// the root, then sends one value and completes.
    func popSelf(animated: Bool) -> Observable<Void> {
        Observable.deferred { [weak base] in
            if let base { pop(controller: base, animated: animated) }
            return Observable.just(())
        }
    }

    /// A value each time `event` happens; completes when the controller is freed.
    private func lifecycle(_ event: LifecycleEvent) -> Observable<Void> {
        Observable.create { [weak base] observer in
            guard let base else {
                observer.onCompleted()
                return Disposables.create()
            }
            let observation = base.observeLifecycle { happened in
                if happened == event { observer.onNext(()) }
                if happened == .deallocated { observer.onCompleted() }
            }
            return Disposables.create { observation.cancel() }
        }
    }
}
