// Created by coordgen for the Badge screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BadgeViewControllerBase.

import UIKit

/// The Badge screen.
final class BadgeViewController: BadgeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Badge"
    }
}
