// Created by coordgen for the AccountHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AccountHomeViewControllerBase.

import UIKit

/// The AccountHome screen.
final class AccountHomeViewController: AccountHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "AccountHome"

        // When something happens, tell the coordinator:
        // coordinator?.showProfile()
        // coordinator?.close()

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: AvatarPickerResult) { … }
    }
}
