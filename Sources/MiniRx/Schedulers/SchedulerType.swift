/// A scheduler with a clock: the kind that timed operators (`debounce`, `throttle`) need.
///
/// In the workbook the clock is always a virtual one — a `TestScheduler`'s in MiniRx's tests, an app's HeadlessUI
/// clock through MiniRxCocoa's `ClockScheduler` in the apps — so timed behaviour is tested without waiting.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time, measured from its own origin.
    var now: Duration { get }

    /// Runs `action` once `delay` has passed on this scheduler's clock; disposing the result cancels it.
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable
}
