import Backend

/// The composition root: the only place that knows every concrete type. It builds one ``API`` on the server the app
/// was launched with, and everything else through the `resolve` functions of the scene assemblers.
final class DefaultAssembler: Assembler {
    let api: API

    init(server: Server) {
        api = API(server: server)
    }
}
