// Created by coordgen for the AHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AHomeViewControllerBase.

import UIKit

/// The AHome screen.
final class AHomeViewController: AHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "AHome"

        // When something happens, tell the coordinator:
        // coordinator?.showDetail()
        // coordinator?.showSheet()
        // coordinator?.startK()
        // coordinator?.startM()
    }
}
