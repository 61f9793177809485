// Created by coordgen for the Options screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to OptionsViewControllerBase.

import UIKit

/// The Options screen.
final class OptionsViewController: OptionsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Options"

        // When something happens, tell the coordinator:
        // coordinator?.open(section: <#String#>)
        // coordinator?.done()
    }
}
