// Created by coordgen for the Avatar screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AvatarViewControllerBase.

import UIKit

/// The Avatar screen.
final class AvatarViewController: AvatarViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Avatar"

        // When something happens, tell the coordinator:
        // coordinator?.choose()
        // coordinator?.chooseForAccount()

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: AvatarPickerResult) { … }
    }
}
