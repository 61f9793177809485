// Created by coordgen for the ContactList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ContactListViewControllerBase.

import UIKit

/// The ContactList screen.
final class ContactListViewController: ContactListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ContactList"

        // When something happens, tell the coordinator:
        // coordinator?.pick(contact: <#String#>)
        // coordinator?.cancel()
    }
}
