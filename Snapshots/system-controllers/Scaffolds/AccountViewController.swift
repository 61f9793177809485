// Created by coordgen for the Account screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AccountViewControllerBase.

import UIKit

/// The Account screen.
final class AccountViewController: AccountViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"

        // When something happens, tell the coordinator:
        // coordinator?.readPolicy(page: <#URL#>)
        // coordinator?.importAll()
        // coordinator?.reportProblem(body: <#String#>)
        // coordinator?.done(urls: <#[URL]#>)
        // coordinator?.pickAvatar()
        // coordinator?.signInAgain(page: <#URL#>)
        // coordinator?.printStatement(statement: <#UIImage#>, from: <#any PopoverSource#>)
        // coordinator?.leave()

        // Some of its actions hand their values to this screen; override them in this class:
        // override func avatarPicked(urls: [URL]) { … }
    }
}
