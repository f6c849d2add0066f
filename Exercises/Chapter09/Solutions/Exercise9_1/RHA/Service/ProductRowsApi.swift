import Backend
import Foundation

/// The rows' data: the worker protocol, implemented against the server. (RHA's `Service` layer.)
final class ProductRowsApi: ProductRowsWorker {
    private let server: Server

    init(server: Server) {
        self.server = server
    }

    func getProducts(completion: @escaping ([RowProduct]) -> Void) {
        server.send(Request(.get, "/products?page=1&perPage=3")) { response in
            completion((try? JSONDecoder().decode(RowPage.self, from: response.body))?.items ?? [])
        }
    }
}
