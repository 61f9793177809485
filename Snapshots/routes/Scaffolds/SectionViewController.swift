// Created by coordgen for the Section screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SectionViewControllerBase.

import UIKit

/// The Section screen.
final class SectionViewController: SectionViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Section"
    }
}
