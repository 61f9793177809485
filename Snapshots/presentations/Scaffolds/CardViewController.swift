// Created by coordgen for the Card screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CardViewControllerBase.

import UIKit

/// The Card screen.
final class CardViewController: CardViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"

        // When something happens, tell the coordinator:
        // coordinator?.cardDone()
    }
}
