import Testing

@testable import Exercise2_2

@Suite("Exercise 2.2 — A Box with many listeners")
struct MulticastBoxTests {
    @Test("bind still calls the new listener at once with the current value")
    func bindFiresAtOnce() {
        let box = MulticastBox(1)
        var heard: [Int] = []
        box.bind { heard.append($0) }
        #expect(heard == [1], "bind must call the listener at once, as Box does, in Exercise2_2/MulticastBox.swift")
    }

    @Test("A second bind adds a listener instead of replacing the first")
    func twoListenersBothHear() {
        let box = MulticastBox(0)
        var first: [Int] = []
        var second: [Int] = []
        box.bind { first.append($0) }
        box.bind { second.append($0) }
        box.value = 1
        #expect(
            first == [0, 1], "The first listener stopped hearing: keep every listener in Exercise2_2/MulticastBox.swift"
        )
        #expect(second == [0, 1])
        #expect(
            box.listenerCount == 2, "listenerCount should count every bound listener (Exercise2_2/MulticastBox.swift)")
    }

    @Test("Listeners are called in the order they were bound")
    func order() {
        let box = MulticastBox("")
        var calls: [String] = []
        box.bind { _ in calls.append("a") }
        box.bind { _ in calls.append("b") }
        box.bind { _ in calls.append("c") }
        calls = []
        box.value = "x"
        #expect(
            calls == ["a", "b", "c"],
            "Call the listeners in the order they were bound, in Exercise2_2/MulticastBox.swift")
    }

    @Test("unbind stops one listener and leaves the others listening")
    func unbindOne() {
        let box = MulticastBox(0)
        var first: [Int] = []
        var second: [Int] = []
        let binding = box.bind { first.append($0) }
        box.bind { second.append($0) }
        box.unbind(binding)
        box.value = 1
        box.unbind(binding)
        box.value = 2
        #expect(
            first == [0], "An unbound listener heard a value: make unbind remove it, in Exercise2_2/MulticastBox.swift")
        #expect(second == [0, 1, 2], "unbind removed the wrong listener, in Exercise2_2/MulticastBox.swift")
        #expect(box.listenerCount == 1)
    }

    @Test("unbind removes the listener its binding names, whichever it is, even one bound after an unbind")
    func unbindTheOneNamed() {
        let box = MulticastBox(0)
        var heard: [String: [Int]] = [:]
        let a = box.bind { heard["a", default: []].append($0) }
        let b = box.bind { heard["b", default: []].append($0) }
        box.bind { heard["c", default: []].append($0) }
        box.unbind(b)
        let d = box.bind { heard["d", default: []].append($0) }
        box.value = 1
        box.unbind(d)
        box.unbind(a)
        box.value = 2
        #expect(
            heard == ["a": [0, 1], "b": [0], "c": [0, 1, 2], "d": [0, 1]],
            "Listeners heard \(heard.sorted { $0.key < $1.key }): unbind must remove exactly the listener its Binding names — the middle one, one bound after an unbind — and a new bind needs a Binding no other listener has had, in Exercise2_2/MulticastBox.swift"
        )
        #expect(box.listenerCount == 1)
    }

    @Test("Unbinding releases what the listener captured")
    func unbindReleases() {
        final class Screen {}
        let box = MulticastBox(0)
        weak var weakScreen: Screen?
        var binding: MulticastBox<Int>.Binding?
        do {
            let screen = Screen()
            weakScreen = screen
            binding = box.bind { _ in _ = screen }
        }
        if let binding { box.unbind(binding) }
        #expect(weakScreen == nil, "unbind should drop the listener closure itself, in Exercise2_2/MulticastBox.swift")
    }
}
