// Created by coordgen for the Dashboard screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DashboardViewControllerBase.

import UIKit

/// The Dashboard screen.
final class DashboardViewController: DashboardViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"

        // When something happens, tell the coordinator:
        // startOnboardingAction?()
        // openSettingsAction?()
        // showHelpAction?(<#String#>)
    }
}
