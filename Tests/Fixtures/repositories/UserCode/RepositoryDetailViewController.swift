// The repository detail as its author would write it: it hears the result of the owner flow it starts.

import UIKit

/// The RepositoryDetail screen.
final class RepositoryDetailViewController: RepositoryDetailViewControllerBase {
    override func didReceive(_ result: OwnerResult) {
        Received.results.append("detail \(repository): \(result)")
    }
}
