/// The UI layer's door to the business layer: it forwards an action URL from a view to the
/// ``BusinessManager``'s ``Router``, and nothing else. It holds the business layer weakly: the composition
/// root owns both layers.
final class UIActionMapper {
    weak var businessLayer: BusinessManager?

    /// Forward `actionUrl` to the router, which finds the business service for it.
    func map(actionUrl: String) {
        businessLayer?.router.action(url: actionUrl)
    }
}
