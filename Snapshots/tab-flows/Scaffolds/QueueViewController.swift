// Created by coordgen for the Queue screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to QueueViewControllerBase.

import UIKit

/// The Queue screen.
final class QueueViewController: QueueViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Queue"
    }
}
