// Created by coordgen for the Legend screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to LegendViewControllerBase.

import UIKit

/// The Legend screen.
final class LegendViewController: LegendViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Legend"

        // When something happens, tell the coordinator:
        // coordinator?.showHelp()

        // Tell the container that embeds this screen what happens:
        // delegate?.legendViewController(self, didToggleLayer: <#String#>, on: <#Bool#>)
    }
}
