import HeadlessUI
import MiniRx

/// The main scheduler with a clock: what RxSwift's `MainScheduler` is to timed operators (`debounce`, `throttle`) in a
/// UIKit app, on the app's ``VirtualClock`` instead of the main queue's.
///
/// Work scheduled now runs now, as it does on the main thread; work scheduled after a delay runs when the test moves
/// the clock to it. A delay shorter than the clock's ``VirtualClock/shortestStep`` waits that step: on a device such
/// work waits for the run loop's next turn, and a sequence that schedules itself again at once (`interval(.zero)`)
/// then ticks once a step instead of without end within one move. An Rx app takes its application's clock at launch
/// and makes its scheduler from it:
///
/// ```swift
/// let scheduler = ClockScheduler(clock: application.clock)
/// query.debounce(.milliseconds(300), scheduler: scheduler)
/// ```
///
/// It holds the clock weakly: the application owns its clock, and a sequence still waiting on it when the app is
/// freed must not keep the clock, nor the clock the sequence. Once the clock is gone, delayed work never runs.
public struct ClockScheduler: SchedulerType {
    /// The clock delayed work waits on, while its application has it.
    public weak let clock: VirtualClock?

    public init(clock: VirtualClock) {
        self.clock = clock
    }

    public var now: Duration { clock?.now.offset ?? .zero }

    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        guard let clock else { return Disposables.create() }
        let timer = clock.scheduledTimer(after: max(delay, VirtualClock.shortestStep)) { _ in action() }
        return Disposables.create { timer.invalidate() }
    }
}
