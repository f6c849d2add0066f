/// The actions a swipe on one table row reveals.
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
