// Article decides asynchronously, and may fail.

import UIKit

extension ArticleCoordinator {
    func decideFirstScreen() async throws -> FirstScreen {
        switch await Decisions.wait("article \(id)") {
        case "paywall": return .paywall
        case "fail": throw Offline()
        default: return .article
        }
    }
}
