// Created by coordgen for the Detail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DetailViewControllerBase.

import UIKit

/// The Detail screen.
final class DetailViewController: DetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
    }
}
