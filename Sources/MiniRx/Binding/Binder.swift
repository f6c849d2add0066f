/// An observer that sets something on a UI object: `isLoading.drive(indicator.rx.isAnimating)`.
///
/// It follows RxSwift's binding rules. It holds its target weakly and does nothing once the target is gone, so a
/// binding never keeps a screen alive. It performs each value on its scheduler (the main scheduler unless told).
/// It ignores the end of the sequence: a label keeps its last text. And it ignores errors, which RxSwift stops the
/// program for in a debug build — bind a `Driver`, which cannot fail, and there are none.
public struct Binder<Value>: ObserverType {
    private let binding: (Value) -> Void

    /// A binder that calls `binding` with `target` and each value, for as long as `target` lives.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: some ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] value in
            _ = scheduler.schedule {
                guard let target else { return }
                binding(target, value)
            }
        }
    }

    public func on(_ event: Event<Value>) {
        guard case .next(let value) = event else { return }
        binding(value)
    }
}
