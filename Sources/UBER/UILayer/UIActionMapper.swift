/// The UI layer's door to the business layer: it forwards an action URL from a view to the
/// ``BusinessManager``'s ``Router``, and nothing else. It holds the business layer weakly: the composition
/// root owns both layers.
final class UIActionMapper {
    weak var businessLayer: BusinessManager?
    private let trace: CallTrace?

    init(trace: CallTrace? = nil) {
        self.trace = trace
    }

    /// Forward `actionUrl` to the router, which finds the business service for it.
    func map(actionUrl: String) {
        trace?.record("UIActionMapper.map(actionUrl:)")
        businessLayer?.router.action(url: actionUrl)
    }
}
