import Testing

@testable import RHA

@Suite("Box: one listener, told at once and on every assignment")
struct BoxTests {
    @Test("bind calls the new listener at once with the current value")
    func bindFiresAtOnce() {
        let box = Box(41)
        var heard: [Int] = []
        box.bind { heard.append($0) }
        #expect(heard == [41])
    }

    @Test("Every assignment calls the listener, even of an equal value")
    func everyAssignmentFires() {
        let box = Box("a")
        var heard: [String] = []
        box.bind { heard.append($0) }
        box.value = "b"
        box.value = "b"
        #expect(heard == ["a", "b", "b"])
    }

    // snippet: rha-test-box-field
    @Test("Changing one field of a struct in the box is an assignment too")
    func fieldAssignmentFires() {
        let box = Box(Content())
        var heard: [Content] = []
        box.bind { heard.append($0) }
        box.value.message = "Server is down"
        box.value.status = false
        #expect(
            heard == [
                Content(),
                Content(status: true, message: "Server is down"),
                Content(status: false, message: "Server is down"),
            ])
    }
    // end-snippet

    @Test("Binding again replaces the listener: the first one hears nothing more")
    func bindReplaces() {
        let box = Box(0)
        var first: [Int] = []
        var second: [Int] = []
        box.bind { first.append($0) }
        box.bind { second.append($0) }
        box.value = 1
        #expect(first == [0])
        #expect(second == [0, 1])
    }

    @Test("Binding nil is the only way to stop listening")
    func bindNilStops() {
        let box = Box(0)
        var heard: [Int] = []
        box.bind { heard.append($0) }
        box.bind(listener: nil)
        box.value = 1
        #expect(heard == [0])
        #expect(box.listener == nil)
    }

    @Test("A box holds its listener strongly: capture the listener's owner weakly or it lives forever")
    func listenerIsHeldStrongly() {
        final class Owner {}
        let box = Box(0)
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            box.bind { _ in _ = owner }
        }
        #expect(weakOwner != nil)
        box.bind(listener: nil)
        #expect(weakOwner == nil)
    }
}
