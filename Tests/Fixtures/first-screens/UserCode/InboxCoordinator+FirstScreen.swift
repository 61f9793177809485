// Inbox decides at once, and may fail.

import UIKit

extension InboxCoordinator {
    func decideFirstScreen() throws -> FirstScreen {
        switch Decisions.inbox {
        case "empty": return .inboxEmpty
        case "offline": throw Offline()
        default: return .inbox
        }
    }
}
