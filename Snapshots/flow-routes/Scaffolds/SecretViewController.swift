// Created by coordgen for the Secret screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SecretViewControllerBase.

import UIKit

/// The Secret screen.
final class SecretViewController: SecretViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Secret"
    }
}
