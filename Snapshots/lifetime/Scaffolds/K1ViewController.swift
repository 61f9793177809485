// Created by coordgen for the K1 screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to K1ViewControllerBase.

import UIKit

/// The K1 screen.
final class K1ViewController: K1ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "K1"

        // When something happens, tell the coordinator:
        // coordinator?.showK2()
        // coordinator?.showK3()
        // coordinator?.startL()
    }
}
