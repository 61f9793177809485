// Created by coordgen for the Measures screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MeasuresViewControllerBase.

import UIKit

/// The Measures screen.
final class MeasuresViewController: MeasuresViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Measures"

        // When something happens, tell the coordinator:
        // coordinator?.measuresDone()
    }
}
