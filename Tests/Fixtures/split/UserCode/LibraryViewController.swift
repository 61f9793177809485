// The library list as its author would write it: it hears how each book it showed ended.

import UIKit

/// Every result a screen heard, in order, for the behaviour scenario to read.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The Library screen.
final class LibraryViewController: LibraryViewControllerBase {
    override func didReceive(_ result: BookResult) {
        Received.results.append("library: \(result)")
    }
}
