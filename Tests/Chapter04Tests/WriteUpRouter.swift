import Foundation

/// How the write-up's `Router.action(url:)` reads an action URL: the same cuts, in the same order. Its force
/// unwraps are written here as the values they always are — `components(separatedBy:)` returns at least one piece,
/// so `last!` and `first!` never trap — and its reading is returned instead of routed.
enum WriteUpRouter {
    /// What the write-up's router hands its helper: the module, the command, the parameters and the view id.
    struct Reading: Equatable {
        var module: String
        var command: String
        var params: String
        var viewId: String

        /// The reservation id `FeatureABCService` makes of `params`, as the write-up's does.
        var reservationId: String {
            params.replacingOccurrences(of: "reservationId=", with: "")
        }
    }

    static func read(_ url: String) -> Reading {
        let action = url.components(separatedBy: "myapp://").last ?? url
        let moduleData = action.components(separatedBy: "?")
        let params = moduleData.last?.components(separatedBy: "#") ?? []
        let moduleName = moduleData.first ?? ""
        let cmd = params.first ?? ""
        let moduleCommand = cmd.replacingOccurrences(of: "cmd=", with: "").components(separatedBy: "@").first ?? ""
        let query = params.last?.components(separatedBy: "@") ?? []
        let viewId = query.last?.replacingOccurrences(of: "viewId=", with: "") ?? ""
        let queryParams = query.first ?? ""
        return Reading(module: moduleName, command: moduleCommand, params: queryParams, viewId: viewId)
    }
}
