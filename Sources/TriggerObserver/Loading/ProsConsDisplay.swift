/// What the Pros/Cons loading infrastructure loads into: a screen that can show rows and an alert.
protocol AIListDisplay: AnyObject {
    func show(_ items: [String])
    func showAlert(title: String, message: String)
}
