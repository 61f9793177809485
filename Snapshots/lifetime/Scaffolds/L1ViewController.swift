// Created by coordgen for the L1 screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to L1ViewControllerBase.

import UIKit

/// The L1 screen.
final class L1ViewController: L1ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "L1"
    }
}
