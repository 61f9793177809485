// Created by coordgen for the M1 screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to M1ViewControllerBase.

import UIKit

/// The M1 screen.
final class M1ViewController: M1ViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "M1"

        // When something happens, tell the coordinator:
        // coordinator?.closeM()
        // coordinator?.startMK()
    }
}
