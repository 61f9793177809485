// Created by coordgen for the Details screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DetailsViewControllerBase.

import UIKit

/// The Details screen.
final class DetailsViewController: DetailsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
    }
}
