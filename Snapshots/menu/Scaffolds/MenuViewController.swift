// Created by coordgen for the Menu screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MenuViewControllerBase.

import UIKit

/// The Menu screen.
final class MenuViewController: MenuViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"

        // When something happens, tell the coordinator:
        // coordinator?.settings(section: <#String#>)
        // coordinator?.help()
        // coordinator?.close()
        // coordinator?.pickColor()
        // coordinator?.showColor(color: <#String#>)

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: PickerResult) { … }
    }
}
