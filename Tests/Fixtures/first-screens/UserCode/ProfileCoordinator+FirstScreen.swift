// Profile decides at once, and cannot fail.

import UIKit

extension ProfileCoordinator {
    func decideFirstScreen() -> FirstScreen {
        Decisions.signedIn ? .profile : .guest
    }
}
