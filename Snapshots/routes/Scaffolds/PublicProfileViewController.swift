// Created by coordgen for the PublicProfile screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PublicProfileViewControllerBase.

import UIKit

/// The PublicProfile screen.
final class PublicProfileViewController: PublicProfileViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "PublicProfile"
    }
}
