import Backend
import HeadlessUI
import Testing

@testable import UBER

@Suite("The call path: from a tap to the server and back, hop by hop")
struct CallPathTests {
    // snippet: uber-test-call-path
    @Test("Reserve goes view → FlowController → UIActionMapper → Router → RouterHelper → service → network, and back")
    func reservationHopByHop() throws {
        let server = Server()
        let trace = CallTrace()
        let robot = try Robot(launching: AppDelegate(server: server, trace: trace))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        server.delivery = .held
        let start = trace.hops.count

        try robot.tap("Reserve")

        #expect(
            trace.hops[start...] == [
                "FlowController.navigate(url: myapp://featureABC?cmd=reserve#reservationId=82348@viewId=Reservations-2)",
                "UIActionMapper.map(actionUrl:)",
                "Router.action(url:)",
                "RouterHelper.featureABCReserve(viewId:params:)",
                "FeatureABCService.reserve(viewId:reservationId:)",
                #"NetworkManager.restCall(POST /reservations {"reservationId":"82348"})"#,
            ])
        #expect(robot.isShowingActivity)
        let back = trace.hops.count

        server.deliverNext()

        #expect(
            trace.hops[back...] == [
                "NetworkManager answered 201",
                "FeatureABCService.update(viewId:model:)",
                "UIManager.reload(viewContext: Reservations-2)",
                "FlowController.getViewById(viewId: Reservations-2)",
            ])
        #expect(robot.labels.contains("Reservation done successfully confirmation id: #8347838"))
        #expect(!robot.isShowingActivity)
    }
    // end-snippet

    @Test("A refusal comes back through the ExceptionManager instead of the view's reload")
    func refusalHopByHop() throws {
        let server = Server()
        let trace = CallTrace()
        let robot = try Robot(launching: AppDelegate(server: server, trace: trace))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        server.fail(.reserve, status: 409, message: "Reservation #82348 already exists")
        server.delivery = .held
        try robot.tap("Reserve")
        let back = trace.hops.count

        server.deliverNext()

        #expect(
            trace.hops[back...] == [
                "NetworkManager answered 409",
                "ExceptionManager.publish(error:)",
                "FlowController.getViewById(viewId: Reservations-2)",
            ])
        #expect(robot.alert?.title == "Error")
        #expect(robot.alert?.message == "Reservation #82348 already exists")
    }
}
