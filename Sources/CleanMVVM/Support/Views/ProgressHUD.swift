import HeadlessUI

/// The spinner over a whole screen while it waits for the server (the original shows `MBProgressHUD`).
final class ProgressHUD: UIActivityIndicatorView {
    /// The HUD of `view`, added to it the first time it is asked for.
    static func hud(in view: UIView) -> ProgressHUD {
        if let hud = view.subviews.lazy.compactMap({ $0 as? ProgressHUD }).first { return hud }
        let hud = ProgressHUD()
        view.addSubview(hud)
        return hud
    }
}
