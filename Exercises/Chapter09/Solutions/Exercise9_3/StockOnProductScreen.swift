import HeadlessUI

/// Change request 05, written the way every request of chapter 9 begins — as its acceptance scenario, before any app
/// does what it asks:
///
/// > A product's own screen says how many are left, under its price: `Stock: 3 left` for the USB-C Hub.
///
/// The scenario drives an app from its Home screen, by the titles a person sees, and answers whether the app does
/// what the request asks.
enum StockOnProductScreen {
    static func passes(_ robot: Robot) throws -> Bool {
        try robot.tap("Products")
        // The row's text depends on the app (with change 02 it ends with the stock): find it by its start.
        guard let row = robot.rows.first(where: { $0.hasPrefix("USB-C Hub — ") }) else { return false }
        try robot.selectRow(row)
        return robot.title == "USB-C Hub" && robot.labels.contains("Stock: 3 left")
    }
}
