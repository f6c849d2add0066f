import MiniRx

// For imperative code on its way to Cause–Logic–Effect: call a stage function's closure once, with `()`.
//
//     final(presentScene(animated: true) { okAlert(message) })
//     _ = call(presentScene(animated: true) { choiceAlert }).subscribe(onNext: { … })

/// Runs a stage closure that reports back, and returns what the scene reports.
func call<T>(_ stage: (()) -> Observable<T>) -> Observable<T> {
    stage(())
}

/// Runs a fire-and-forget stage closure.
func final(_ stage: (()) -> Void) {
    stage(())
}
