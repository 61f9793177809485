// The shelves list as its author would write it: it hears how each book it showed ended.

import UIKit

/// Every result a screen heard, in order, for the behaviour scenario to read.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The Shelves screen.
final class ShelvesViewController: ShelvesViewControllerBase {
    override func didReceive(_ result: BookResult) {
        Received.results.append("shelves: \(result)")
    }
}
