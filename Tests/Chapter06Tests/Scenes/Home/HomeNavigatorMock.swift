@testable import CleanMVVM

/// A hand-written mock of Home's navigator.
final class HomeNavigatorMock: HomeNavigatorType {
    var toProsCalled = false
    var toConsCalled = false
    var toReservationsCalled = false
    var toProductsCalled = false

    func toPros() { toProsCalled = true }
    func toCons() { toConsCalled = true }
    func toReservations() { toReservationsCalled = true }
    func toProducts() { toProductsCalled = true }
}
