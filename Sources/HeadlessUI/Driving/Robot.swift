import Foundation

/// Drives an app the way a person would: by the titles on screen. Tap `Reserve`, type into `Reservation id`,
/// pull to refresh, choose `Delete` in the alert — and read back the title, labels, rows and alert.
///
/// Every action throws a ``HeadlessUIError`` when it cannot be done (nothing with that title on screen, an alert in
/// the way) or when it made the app misuse UIKit (presenting twice, pushing a screen twice). The error shows the
/// screen as text, so a failing test says what a person would have seen.
public final class Robot {
    /// The running app, kept alive for as long as the robot drives it.
    public let application: UIApplication?
    public let window: UIWindow
    /// The clock the app's timers and delays wait on: its application's, or the one given with the window.
    public let clock: VirtualClock

    /// Drive the screens of `window`, whose timers wait on `clock`. Give it the clock the screens were given: left out,
    /// the robot has a clock of its own, and its ``advance(by:)`` moves nothing the screens wait on.
    public init(window: UIWindow, clock: VirtualClock = VirtualClock()) {
        self.application = nil
        self.window = window
        self.clock = clock
    }

    /// Launch the app `delegate` describes and drive its window.
    public init(launching delegate: any UIApplicationDelegate) throws {
        let application = UIApplication(delegate: delegate)
        application.launch()
        guard let window = application.keyWindow else {
            throw HeadlessUIError("The app finished launching without a window", screen: "(no window)")
        }
        self.application = application
        self.window = window
        self.clock = application.clock
        try checkForProblems()
    }

    private var screen: VisibleScreen { VisibleScreen(window: window) }

    // MARK: - Reading the screen

    /// The screen a person sees, under any alert.
    public var topViewController: UIViewController? { screen.controller }

    /// The title of the screen a person sees.
    public var title: String? { screen.title }

    /// The alert on screen, if any.
    public var alert: ShownAlert? {
        screen.alert.map { ShownAlert(title: $0.title, message: $0.message, actions: $0.actions.compactMap(\.title)) }
    }

    /// How the alert's action titled `title` is drawn (a destructive one is red, the cancel one bold),
    /// or `nil` when no alert on screen has that action.
    public func styleOfAlertAction(_ title: String) -> UIAlertAction.Style? {
        screen.alert?.actions.first { $0.title == title }?.style
    }

    /// The title of the navigation bar's back button, or `nil` when the screen has none
    /// (a root screen, or one presented rather than pushed).
    public var backButton: String? { screen.backTitle }

    /// The titles of the buttons a person can see, in order, including the navigation bar's.
    public var buttons: [String] {
        let visible = screen
        return visible.barButtonItems.compactMap(\.title) + visible.buttons.compactMap(\.currentTitle)
    }

    /// The texts of the labels a person can see, in order (empty labels are not shown).
    public var labels: [String] {
        screen.labels.compactMap(\.text).filter { !$0.isEmpty }
    }

    /// The rows of the table on screen, as a person reads them.
    public var rows: [String] {
        screen.tables.first.map { $0.loadedCells.flatMap { $0.map(\.displayedText) } } ?? []
    }

    /// The text in the field with this placeholder, or `nil` when there is no such field.
    public func text(in placeholder: String) -> String? {
        screen.textFields.first { $0.placeholder == placeholder }.map { $0.text ?? "" }
    }

    /// `true` while the screen shows a spinning activity indicator (on the screen or over it).
    public var isShowingActivity: Bool {
        screen.activityIndicators.contains(where: \.isAnimating)
    }

    /// `true` while the table's pull-to-refresh spinner spins.
    public var isRefreshing: Bool {
        screen.tables.contains { $0.refreshControl?.isRefreshing == true }
    }

    /// The screen and any alert over it, as text.
    public func render() -> String {
        ScreenRenderer(screen: screen).render()
    }

    // MARK: - Acting

    /// Tap the button (or alert action, or navigation bar button) titled `title`.
    public func tap(_ title: String) throws {
        let visible = screen
        if let alert = visible.alert {
            guard let action = alert.actions.first(where: { $0.title == title }) else {
                throw failure("No action \"\(title)\" in the alert", visible)
            }
            guard action.isEnabled else { throw failure("The alert's action \"\(title)\" is disabled", visible) }
            alert.choose(action)
        } else if let button = visible.buttons.first(where: { $0.currentTitle == title }) {
            guard button.isEnabled else { throw failure("The button \"\(title)\" is disabled", visible) }
            button.sendActions(for: Self.tapEvents)
        } else if let item = visible.barButtonItems.first(where: { $0.title == title }) {
            guard item.isEnabled, let action = item.primaryAction else {
                throw failure("The bar button \"\(title)\" is disabled", visible)
            }
            action.handler(action)
        } else {
            throw failure("No button \"\(title)\" on screen", visible)
        }
        try checkForProblems()
    }

    /// Replace the text of the field whose placeholder is `placeholder` with `text`, as typing would.
    public func type(_ text: String, into placeholder: String) throws {
        let visible = try screenWithoutAlert(toDo: "type into \"\(placeholder)\"")
        guard let field = visible.textFields.first(where: { $0.placeholder == placeholder }) else {
            throw failure("No text field \"\(placeholder)\" on screen", visible)
        }
        guard field.isEnabled else { throw failure("The text field \"\(placeholder)\" is disabled", visible) }
        field.text = text
        field.sendActions(for: .editingChanged)
        try checkForProblems()
    }

    /// Tap the first row that reads `text`.
    public func selectRow(_ text: String) throws {
        let (table, indexPath) = try row(text)
        table.tapRow(at: indexPath)
        try checkForProblems()
    }

    /// Swipe the row that reads `text` and tap its action titled `action` (a button in the cell counts too).
    public func tapRowAction(_ action: String, onRow text: String) throws {
        let (table, indexPath) = try row(text)
        guard let cell = table.cellForRow(at: indexPath) else { throw failure("The row \"\(text)\" vanished", screen) }
        if let button = cell.visibleViews.compactMap({ $0 as? UIButton }).first(where: { $0.currentTitle == action }) {
            button.sendActions(for: Self.tapEvents)
            return try checkForProblems()
        }
        let delegate = table.tableDelegate
        let swipeActions =
            delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
        guard let contextual = swipeActions.first(where: { $0.title == action }) else {
            let titles = swipeActions.compactMap(\.title)
            throw failure("The row \"\(text)\" has no action \"\(action)\" (it has \(titles))", screen)
        }
        contextual.handler(contextual, cell) { _ in }
        try checkForProblems()
    }

    /// Scroll the table to its top and pull it down to refresh it.
    public func pullToRefresh() throws {
        let visible = try screenWithoutAlert(toDo: "pull to refresh")
        guard let table = visible.tables.first, let refresh = table.refreshControl else {
            throw failure("Nothing on screen can be pulled to refresh", visible)
        }
        table.setContentOffset(.zero, animated: true)
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        try checkForProblems()
    }

    /// Scroll the table to its last row (which is what asks a paged list for more).
    public func scrollToBottom() throws {
        let visible = try screenWithoutAlert(toDo: "scroll")
        guard let table = visible.tables.first else { throw failure("No table on screen to scroll", visible) }
        table.setContentOffset(table.maximumContentOffset, animated: true)
        try checkForProblems()
    }

    /// Scroll the table back to its first row.
    public func scrollToTop() throws {
        let visible = try screenWithoutAlert(toDo: "scroll")
        guard let table = visible.tables.first else { throw failure("No table on screen to scroll", visible) }
        table.setContentOffset(.zero, animated: true)
        try checkForProblems()
    }

    /// Let `duration` pass, as a person waiting would: every timer and sleep of the app due by then goes off, in order
    /// (see ``VirtualClock/advance(by:)``).
    public func advance(by duration: Duration) throws {
        clock.advance(by: duration)
        try checkForProblems()
    }

    /// Tap the navigation bar's back button.
    public func goBack() throws {
        let visible = try screenWithoutAlert(toDo: "go back")
        guard let navigation = visible.backTarget else { throw failure("There is no back button on screen", visible) }
        navigation.popViewController(animated: true)
        try checkForProblems()
    }

    // MARK: - Helpers

    /// What a tap sends. One call, so an action registered for both events runs once, as on a device.
    private static let tapEvents: UIControl.Event = [.touchUpInside, .primaryActionTriggered]

    private func row(_ text: String) throws -> (UITableView, IndexPath) {
        let visible = try screenWithoutAlert(toDo: "use the row \"\(text)\"")
        for table in visible.tables {
            for (section, cells) in table.loadedCells.enumerated() {
                if let row = cells.firstIndex(where: { $0.displayedText == text }) {
                    return (table, IndexPath(row: row, section: section))
                }
            }
        }
        throw failure("No row \"\(text)\" on screen", visible)
    }

    private func screenWithoutAlert(toDo action: String) throws -> VisibleScreen {
        let visible = screen
        if let alert = visible.alert {
            throw failure("Cannot \(action): the alert \"\(alert.title ?? "")\" is in the way", visible)
        }
        return visible
    }

    private func failure(_ problem: String, _ visible: VisibleScreen) -> HeadlessUIError {
        HeadlessUIError(problem, screen: ScreenRenderer(screen: visible).render())
    }

    /// Fail with the problems HeadlessUI noticed during the last action, if any.
    public func checkForProblems() throws {
        let problems = window.takeProblems()
        guard problems.isEmpty else {
            throw HeadlessUIError(
                "The app misused the UI toolkit: " + problems.joined(separator: "; "), screen: render())
        }
    }
}
