// Created by coordgen for the K2 screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to K2ViewControllerBase.

import UIKit

/// The K2 screen.
final class K2ViewController: K2ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "K2"

        // When something happens, tell the coordinator:
        // coordinator?.finishK()
    }
}
