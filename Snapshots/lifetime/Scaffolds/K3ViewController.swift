// Created by coordgen for the K3 screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to K3ViewControllerBase.

import UIKit

/// The K3 screen.
final class K3ViewController: K3ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "K3"

        // When something happens, tell the coordinator:
        // coordinator?.backToK1()
        // coordinator?.endK()
    }
}
