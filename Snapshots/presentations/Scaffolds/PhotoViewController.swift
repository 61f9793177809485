// Created by coordgen for the Photo screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PhotoViewControllerBase.

import UIKit

/// The Photo screen.
final class PhotoViewController: PhotoViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo"

        // When something happens, tell the coordinator:
        // coordinator?.photoDone()
    }
}
