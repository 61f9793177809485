// The Avatar screen as its author would write it: embedded in AccountHome, it hears the result of the flow its
// `choose` starts.

import UIKit

/// What the embedded Avatar and its container heard, so behaviour tests can see who got each result.
@MainActor
enum AvatarResults {
    static var heard: [String] = []
}

/// The Avatar screen.
final class AvatarViewController: AvatarViewControllerBase {
    override func didReceive(_ result: AvatarPickerResult) {
        AvatarResults.heard.append("avatar: \(result)")
    }
}
