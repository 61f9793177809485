// Created by coordgen for the AvatarList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AvatarListViewControllerBase.

import UIKit

/// The AvatarList screen.
final class AvatarListViewController: AvatarListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "AvatarList"

        // When something happens, tell the coordinator:
        // coordinator?.pick(avatar: <#String#>)
        // coordinator?.cancel()
    }
}
