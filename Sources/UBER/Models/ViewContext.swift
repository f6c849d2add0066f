/// The address and the content of one view update: which view (`id`, the view's `viewId`) and what it should
/// show (`model`). A business service builds one and hands it to ``UIManager/reload(viewContext:)``.
public struct ViewContext: Equatable, Sendable {
    public var id: String
    public var model: View

    public init(viewId: String, model: View) {
        self.id = viewId
        self.model = model
    }
}
