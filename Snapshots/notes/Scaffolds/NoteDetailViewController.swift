// Created by coordgen for the NoteDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to NoteDetailViewControllerBase.

import UIKit

/// The NoteDetail screen.
final class NoteDetailViewController: NoteDetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "NoteDetail"

        // When something happens, tell the coordinator:
        // coordinator?.eventOccurred(with: .share(text: <#String#>))
        // coordinator?.eventOccurred(with: .close)
        // coordinator?.eventOccurred(with: .closeAll)
        // coordinator?.eventOccurred(with: .openRelated(<#String#>))
    }
}
