// The AccountHome screen as its author would write it: it hears the result of the flow that its embedded Avatar's
// `chooseForAccount` starts, as the manifest's "resultTo": "container" says.

import UIKit

/// The AccountHome screen.
final class AccountHomeViewController: AccountHomeViewControllerBase {
    override func didReceive(_ result: AvatarPickerResult) {
        AvatarResults.heard.append("account home: \(result)")
    }
}
