// Created by coordgen for the BHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BHomeViewControllerBase.

import UIKit

/// The BHome screen.
final class BHomeViewController: BHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "BHome"

        // When something happens, tell the coordinator:
        // coordinator?.startBK()
        // coordinator?.showBSheet()
    }
}
