// Created by coordgen for the Player screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PlayerViewControllerBase.

import UIKit

/// The Player screen.
final class PlayerViewController: PlayerViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Player"

        // When something happens, tell the coordinator:
        // coordinator?.queue()
        // coordinator?.openSettings()
    }
}
