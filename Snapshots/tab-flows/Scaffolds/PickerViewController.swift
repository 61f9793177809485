// Created by coordgen for the Picker screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PickerViewControllerBase.

import UIKit

/// The Picker screen.
final class PickerViewController: PickerViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Picker"

        // When something happens, tell the coordinator:
        // coordinator?.choose(color: <#String#>)
    }
}
