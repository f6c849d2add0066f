import MiniRx

// snippet: cle-cycle
/// A state that feeds back on itself: the inputs from outside and those the reactions produce all go through
/// `reduce`, one at a time, and each reaction sees every input paired with the state before it.
///
/// The result sends `initialState` at once, then the state after each input; it completes (or fails) when the outside
/// inputs do, and disposing it stops the reactions and their effects. Inputs are subscribed last, so inputs that
/// arrive at once (`Observable.just(.load)`) are not lost, and an input produced while another is being handled
/// waits its turn (MiniRx's subjects queue it).
///
///     outside inputs:   ---a----------b---|
///     a reaction:          a → x              (x is fed back)
///     state:            S--A-X--------B---|   A = S after a, X = A after x, B = X after b
public func cycle<State, Input>(
    inputs: [Observable<Input>],
    initialState: State,
    reduce: @escaping (inout State, Input) -> Void,
    reactions: [Reaction<State, Input>]
) -> Observable<State> {
    Observable.create { observer in
        let outside = PublishSubject<Input>()
        let feedback = PublishSubject<Input>()
        let allInputs = Observable.merge(outside.asObservable(), feedback.asObservable()).share()
        let state = allInputs.scan(into: initialState, accumulator: reduce).startWith(initialState).share(replay: 1)
        let stateBeforeEachInput = Observable.zip(state, allInputs)

        let output = state.subscribe(onNext: observer.onNext)
        let effects = reactions.map { reaction in
            reaction(stateBeforeEachInput).subscribe(onNext: feedback.onNext, onError: observer.onError)
        }
        let source = Observable.merge(inputs).subscribe(
            onNext: outside.onNext, onError: observer.onError, onCompleted: observer.onCompleted)
        return Disposables.create([source] + effects + [output])
    }
}
// end-snippet
