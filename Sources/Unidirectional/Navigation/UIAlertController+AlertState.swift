import HeadlessUI
import MiniTCA

extension UIAlertController {
    /// The alert `state` describes. Each button sends what it stands for: its action, presented, or — for a button
    /// without one, such as `OK` or `Cancel` — the alert's dismissal.
    convenience init<Action>(state: AlertState<Action>, send: @escaping (PresentationAction<Action>) -> Void) {
        self.init(title: state.title, message: state.message, preferredStyle: .alert)
        for button in state.buttons {
            let style: UIAlertAction.Style =
                switch button.role {
                case .cancel: .cancel
                case .destructive: .destructive
                case nil: .default
                }
            addAction(
                UIAlertAction(title: button.title, style: style) { _ in
                    if let action = button.action {
                        send(.presented(action))
                    } else {
                        send(.dismiss)
                    }
                })
        }
    }
}
