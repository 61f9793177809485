// Created by coordgen for the PreviewDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PreviewDetailViewControllerBase.

import UIKit

/// The PreviewDetail screen.
final class PreviewDetailViewController: PreviewDetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "PreviewDetail"
    }
}
