/// Something that decides *when* a piece of work runs: now, on the main actor, or at a virtual time.
public protocol ImmediateSchedulerType {
    /// Runs `action` as soon as this scheduler allows; disposing the result cancels it if it has not run yet.
    func schedule(_ action: @escaping () -> Void) -> any Disposable
}
