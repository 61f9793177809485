// Created by coordgen for the ProfileHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ProfileHomeViewControllerBase.

import UIKit

/// The ProfileHome screen.
final class ProfileHomeViewController: ProfileHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ProfileHome"

        // When something happens, tell the coordinator:
        // coordinator?.eventOccurred(with: .edit)
        // coordinator?.eventOccurred(with: .done)
        // coordinator?.eventOccurred(with: .restart)
    }
}
