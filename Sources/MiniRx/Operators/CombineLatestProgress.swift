/// What `combineLatest` knows about its sources (which have sent a value, which have completed), and what
/// follows from each event: combine the latest values, keep waiting, complete or fail. RxSwift's rules.
struct CombineLatestProgress {
    /// What the combined sequence does after an event from one of its sources.
    enum Step {
        case combine
        case wait
        case complete
        case fail(any Error)
    }

    private var hasSent: [Bool]
    private var hasCompleted: [Bool]

    init(sourceCount: Int) {
        hasSent = Array(repeating: false, count: sourceCount)
        hasCompleted = Array(repeating: false, count: sourceCount)
    }

    /// Records `event` from source `index` and says what follows from it.
    ///
    /// Once every source has sent a value, each value combines. Until then, a value from a source whose
    /// every other source has completed means one of those never sent anything and never will: combining
    /// has become impossible, so the sequence completes. Otherwise it completes when every source has.
    mutating func step<Value>(after event: Event<Value>, from index: Int) -> Step {
        switch event {
        case .next:
            hasSent[index] = true
            if !hasSent.contains(false) { return .combine }
            let othersHaveCompleted = hasCompleted.indices.allSatisfy { $0 == index || hasCompleted[$0] }
            return othersHaveCompleted ? .complete : .wait
        case .error(let error):
            return .fail(error)
        case .completed:
            hasCompleted[index] = true
            return hasCompleted.contains(false) ? .wait : .complete
        }
    }
}

extension Sink {
    /// Does what `step` says; to combine, sends what `combine` makes (or fails with what it throws).
    func follow(_ step: CombineLatestProgress.Step, combine: () throws -> Element?) {
        switch step {
        case .combine:
            do {
                if let combined = try combine() { onNext(combined) }
            } catch {
                onError(error)
            }
        case .wait:
            break
        case .complete:
            onCompleted()
        case .fail(let error):
            onError(error)
        }
    }
}
