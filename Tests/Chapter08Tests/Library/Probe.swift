import MiniTCA
import MiniTCATest
import Testing

/// A feature for the library's own tests of effects: its actions are words, its state never changes, and for each
/// word it runs the effect the test gives it — so a test says only what the effects send.
struct Probe: Reducer {
    typealias State = Int
    typealias Action = String

    /// The effect for each word sent or received; `.none` for words the test only expects to receive.
    let effect: (_ word: String) -> Effect<String>

    func reduce(into state: inout Int, action: String) -> Effect<String> {
        effect(action)
    }
}

/// A test store of a ``Probe`` that runs `effect`, with `provide`'s dependencies.
func probeStore(
    withDependencies provide: (inout DependencyValues) -> Void = { _ in },
    effect: @escaping (_ word: String) -> Effect<String>
) -> TestStore<Int, String> {
    TestStore(initialState: 0, reducer: { Probe(effect: effect) }, withDependencies: provide)
}
