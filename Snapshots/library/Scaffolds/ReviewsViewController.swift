// Created by coordgen for the Reviews screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ReviewsViewControllerBase.

import UIKit

/// The Reviews screen.
final class ReviewsViewController: ReviewsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reviews"

        // When something happens, tell the coordinator:
        // closeAction?()
    }
}
