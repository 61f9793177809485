// The repository list as its author would write it: it hears the results of the flows it starts.

import UIKit

/// Every result a screen heard, in order, for the behaviour scenario to read.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The RepositoryList screen.
final class RepositoryListViewController: RepositoryListViewControllerBase {
    override func didReceive(_ result: LanguageListResult) {
        Received.results.append("list: \(result)")
    }

    override func didReceive(_ result: RepositoryDetailResult) {
        Received.results.append("list: \(result)")
    }
}
