// Created by coordgen for the Color screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ColorViewControllerBase.

import UIKit

/// The Color screen.
final class ColorViewController: ColorViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Color"

        // When something happens, tell the coordinator:
        // coordinator?.colorDone()
    }
}
