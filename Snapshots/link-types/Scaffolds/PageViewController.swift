// Created by coordgen for the Page screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PageViewControllerBase.

import UIKit

/// The Page screen.
final class PageViewController: PageViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page"
    }
}
