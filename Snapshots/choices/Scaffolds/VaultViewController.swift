// Created by coordgen for the Vault screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to VaultViewControllerBase.

import UIKit

/// The Vault screen.
final class VaultViewController: VaultViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Vault"

        // When something happens, tell the coordinator:
        // coordinator?.export()
        // coordinator?.share()
        // coordinator?.close()
    }
}
