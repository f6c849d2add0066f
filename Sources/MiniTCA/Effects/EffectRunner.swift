/// Runs the effects a reducer returns, keeps track of the ones under way and of the ids that cancel them, and hands
/// every action they send to whoever runs the reducer: the ``Store`` in the app, the `TestStore` in a test.
///
/// This is the "table of work under way keyed by cancel id" every unidirectional runtime keeps: starting an effect
/// with `cancelInFlight` first cancels the entries with its id, so the latest request wins.
public final class EffectRunner<Action> {
    /// One effect's work that has not answered yet.
    private final class WorkUnderWay {
        let cancelIDs: [AnyHashable]
        var hasAnswered = false

        init(cancelIDs: [AnyHashable]) {
            self.cancelIDs = cancelIDs
        }
    }

    private let deliver: (Action) -> Void
    private var underWay: [WorkUnderWay] = []

    /// A runner that hands every action its effects send to `deliver`.
    public init(deliver: @escaping (Action) -> Void) {
        self.deliver = deliver
    }

    /// How many effects have started and neither answered nor been cancelled.
    public var effectsUnderWay: Int { underWay.count }

    /// Perform every operation of `effect`, in order.
    public func run(_ effect: Effect<Action>) {
        for operation in effect.operations {
            switch operation {
            case .send(let action):
                deliver(action)
            case .cancel(let id):
                cancel(id: id)
            case .run(let run):
                start(run)
            }
        }
    }

    /// Cancel everything under way: the store that ran it is gone.
    public func cancelAll() {
        underWay.removeAll()
    }

    private func start(_ run: Effect<Action>.Run) {
        if run.cancelsInFlight {
            for id in run.cancelIDs {
                cancel(id: id)
            }
        }
        let work = WorkUnderWay(cancelIDs: run.cancelIDs)
        underWay.append(work)
        let reportIssue = DependencyValues.current.reportIssue
        run.work(
            Send { [weak self] action in
                guard !work.hasAnswered else {
                    reportIssue("An effect answered twice; its second action was dropped: \(action)")
                    return
                }
                work.hasAnswered = true
                guard let self, self.underWay.contains(where: { $0 === work }) else { return }
                self.underWay.removeAll { $0 === work }
                self.deliver(action)
            })
    }

    private func cancel(id: AnyHashable) {
        underWay.removeAll { $0.cancelIDs.contains(id) }
    }
}
