/// The scheduler for UI work.
///
/// In the workbook every sequence is produced and consumed on the main actor (the apps' code is
/// main-actor isolated, as UIKit code is), so "deliver on the main scheduler" means "deliver now":
/// like RxSwift's `MainScheduler` when it is already on the main thread. The guarantee that UI code
/// only ever receives events on the main actor comes from the types: `Driver.drive` is `@MainActor`.
public struct MainScheduler: ImmediateSchedulerType, Sendable {
    /// The one main scheduler.
    public static let instance = MainScheduler()

    /// Same as `instance`: delivery is already as late as it can be without a run loop.
    public static let asyncInstance = MainScheduler()

    private init() {}

    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }
}
