// Created by coordgen for the Guest screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to GuestViewControllerBase.

import UIKit

/// The Guest screen.
final class GuestViewController: GuestViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Guest"
    }
}
