import HeadlessUI
import Testing

/// A small screen with a field, a button, a label, a hidden label and a spinner, for the robot to drive.
private final class FormViewController: UIViewController {
    let field = UITextField(placeholder: "Reservation id")
    let result = UILabel()
    let hidden = UILabel(text: "Secret")
    let spinner = UIActivityIndicatorView()

    override func viewDidLoad() {
        title = "Reservations"
        hidden.isHidden = true
        view.addSubview(field)
        view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "Reserve") { [weak self] _ in
                    self?.result.text = "Reserved \(self?.field.text ?? "")"
                }))
        view.addSubview(result)
        view.addSubview(hidden)
        view.addSubview(spinner)
    }
}

@MainActor
private func showForm() -> (Robot, FormViewController) {
    let window = UIWindow()
    let form = FormViewController()
    let home = UIViewController()
    home.title = "Home"
    let navigation = UINavigationController(rootViewController: home)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(form, animated: false)
    return (Robot(window: window), form)
}

@Suite("HeadlessUI: the robot drives by what is on screen")
struct RobotTests {
    @Test("The robot types, taps and reads back by visible titles")
    func typeTapRead() throws {
        let (robot, _) = showForm()

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(robot.title == "Reservations")
        #expect(robot.text(in: "Reservation id") == "82348")
        #expect(robot.labels == ["Reserved 82348"])
        #expect(robot.buttons == ["Reserve"])
    }

    @Test("Hidden views and stopped spinners are not on screen")
    func hiddenIsNotOnScreen() {
        let (robot, form) = showForm()
        #expect(!robot.labels.contains("Secret"))
        #expect(!robot.isShowingActivity)

        form.spinner.startAnimating()
        form.hidden.isHidden = false

        #expect(robot.isShowingActivity)
        #expect(robot.labels.contains("Secret"))
    }

    @Test("Tapping a title that is not on screen fails with what the screen shows")
    func missingTitle() {
        let (robot, _) = showForm()

        let error = #expect(throws: HeadlessUIError.self) { try robot.tap("Cancel") }

        #expect(error?.problem == #"No button "Cancel" on screen"#)
        #expect(error?.description.contains("(Reserve)") == true)
    }

    @Test("An alert blocks the screen under it until it is answered")
    func alertBlocks() throws {
        let (robot, form) = showForm()
        let alert = UIAlertController(
            title: "Error", message: "Reservation id must be 1 to 8 digits", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        form.present(alert, animated: true)

        #expect(
            robot.alert == ShownAlert(title: "Error", message: "Reservation id must be 1 to 8 digits", actions: ["OK"]))
        #expect(throws: HeadlessUIError.self) { try robot.type("1", into: "Reservation id") }
        #expect(throws: HeadlessUIError.self) { try robot.tap("Reserve") }

        try robot.tap("OK")
        #expect(robot.alert == nil)
        try robot.tap("Reserve")
    }

    @Test("A tap runs a button's action once, even when it is registered for both tap events")
    func tapRunsOnce() throws {
        let (robot, form) = showForm()
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Count", for: .normal)
        button.addAction(UIAction { _ in taps += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        form.view.addSubview(button)

        try robot.tap("Count")

        #expect(taps == 1)
    }

    @Test("A disabled button cannot be tapped: the robot says so, with the screen, and the action does not run")
    func disabledButton() throws {
        let (robot, form) = showForm()
        try robot.type("82348", into: "Reservation id")
        let reserve = try #require(form.view.subviews.compactMap { $0 as? UIButton }.first)
        reserve.isEnabled = false

        let error = #expect(throws: HeadlessUIError.self) { try robot.tap("Reserve") }

        #expect(error?.problem == #"The button "Reserve" is disabled"#)
        #expect(error?.screen.contains("(Reserve, disabled)") == true)
        #expect(robot.labels.isEmpty, "the action did not run")
        reserve.isEnabled = true
        try robot.tap("Reserve")
        #expect(robot.labels == ["Reserved 82348"])
    }

    @Test("A disabled alert action, bar button or text field cannot be used either")
    func otherDisabledControls() {
        let (robot, form) = showForm()
        var ran: [String] = []
        form.field.isEnabled = false
        let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in ran.append("Save") })
        save.isEnabled = false
        form.navigationItem.rightBarButtonItem = save

        let fieldError = #expect(throws: HeadlessUIError.self) { try robot.type("1", into: "Reservation id") }
        let barError = #expect(throws: HeadlessUIError.self) { try robot.tap("Save") }
        let alert = UIAlertController(title: "Delete product: Lamp", message: "Are you sure?", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in ran.append("Delete") }
        delete.isEnabled = false
        alert.addAction(delete)
        form.present(alert, animated: true)
        let alertError = #expect(throws: HeadlessUIError.self) { try robot.tap("Delete") }

        #expect(fieldError?.problem == #"The text field "Reservation id" is disabled"#)
        #expect(barError?.problem == #"The bar button "Save" is disabled"#)
        #expect(alertError?.problem == #"The alert's action "Delete" is disabled"#)
        #expect(robot.text(in: "Reservation id") == "")
        #expect(ran.isEmpty)
        #expect(robot.alert != nil, "the alert is still up")
    }

    @Test("The robot reads an alert action's style, as a person sees a red or a bold button")
    func alertActionStyles() {
        let (robot, form) = showForm()
        let alert = UIAlertController(title: "Delete product: Lamp", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        form.present(alert, animated: true)

        #expect(robot.styleOfAlertAction("Delete") == .destructive)
        #expect(robot.styleOfAlertAction("Cancel") == .cancel)
        #expect(robot.styleOfAlertAction("Archive") == nil)
    }

    @Test("A pushed screen has a back button titled after the screen below; a presented one has none")
    func backButton() {
        let (robot, form) = showForm()
        #expect(robot.backButton == "Home")

        let sheet = UIViewController()
        sheet.title = "Edit"
        form.present(UINavigationController(rootViewController: sheet), animated: true)

        #expect(robot.title == "Edit")
        #expect(robot.backButton == nil)
    }

    @Test("Back returns to the previous screen, and fails where there is no back button")
    func back() throws {
        let (robot, _) = showForm()

        try robot.goBack()

        #expect(robot.title == "Home")
        #expect(throws: HeadlessUIError.self) { try robot.goBack() }
    }

    @Test("The screen renders as text: title bar, field, button, label, spinner and alert")
    func render() throws {
        let (robot, form) = showForm()
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        form.spinner.startAnimating()
        let alert = UIAlertController(title: "Alert", message: "No pros found", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        form.present(alert, animated: true)

        #expect(
            robot.render() == """
                ┌─ Reservations    ‹ Home
                │ [Reservation id: 82348]
                │ (Reserve)
                │ Reserved 82348
                │ ◌ loading
                └─
                ╔═ Alert
                ║ No pros found
                ║ (OK)
                ╚═
                """)
    }
}
