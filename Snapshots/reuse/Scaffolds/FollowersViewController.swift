// Created by coordgen for the Followers screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FollowersViewControllerBase.

import UIKit

/// The Followers screen.
final class FollowersViewController: FollowersViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Followers"

        // When something happens, tell the coordinator:
        // coordinator?.followersDone()
        // coordinator?.followersStartCompose()
    }
}
