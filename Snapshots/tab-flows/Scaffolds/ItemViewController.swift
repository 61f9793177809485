// Created by coordgen for the Item screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ItemViewControllerBase.

import UIKit

/// The Item screen.
final class ItemViewController: ItemViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Item"
    }
}
