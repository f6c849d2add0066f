/// Draws what a person sees as plain text: the screen's title bar, its views in order, and any alert over it.
///
/// ```text
/// ┌─ Reservations                      ‹ Home
/// │ [Reservation id: 82348]
/// │ (Reserve)
/// │ (Cancel)
/// │ Reservation done successfully confirmation id: #8347838
/// └─
/// ```
struct ScreenRenderer {
    let screen: VisibleScreen

    func render() -> String {
        var lines = titleBar()
        for view in screen.views {
            lines += describe(view).map { "│ " + $0 }
        }
        lines.append("└─")
        if let alert = screen.alert {
            lines += render(alert)
        }
        return lines.joined(separator: "\n")
    }

    private func titleBar() -> [String] {
        var bar = "┌─ " + (screen.title ?? "(no title)")
        var extras: [String] = []
        if let back = screen.backTitle { extras.append("‹ \(back)") }
        extras += screen.barButtonItems.compactMap { item in item.title.map { "[\($0)]" } }
        if !extras.isEmpty {
            bar += "    " + extras.joined(separator: " ")
        }
        return [bar]
    }

    private func describe(_ view: UIView) -> [String] {
        switch view {
        case let table as UITableView:
            return table.loadedCells.flatMap { section in section.map { "▸ " + $0.displayedText } }
        case let refresh as UIRefreshControl:
            return refresh.isRefreshing ? ["⟳ refreshing"] : []
        case let indicator as UIActivityIndicatorView:
            return indicator.isAnimating ? ["◌ loading"] : []
        case let field as UITextField:
            return ["[\(field.placeholder ?? "field"): \(field.text ?? "")]"]
        case let button as UIButton:
            let title = button.currentTitle ?? ""
            return [button.isEnabled ? "(\(title))" : "(\(title), disabled)"]
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty else { return [] }
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        default:
            return []
        }
    }

    private func render(_ alert: UIAlertController) -> [String] {
        var lines = ["╔═ " + (alert.title ?? "(no title)")]
        if let message = alert.message, !message.isEmpty {
            lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "║ " + $0 }
        }
        let actions = alert.actions.map { action -> String in
            let title = action.title ?? ""
            switch action.style {
            case .default: return "(\(title))"
            case .cancel: return "(\(title), cancel)"
            case .destructive: return "(\(title), destructive)"
            }
        }
        lines.append("║ " + actions.joined(separator: " "))
        lines.append("╚═")
        return lines
    }
}
