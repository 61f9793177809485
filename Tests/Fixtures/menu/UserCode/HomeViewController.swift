// Home as its author would write it: it hears the result of the Picker flow it starts, whose pick also names what
// Home runs next.

import UIKit

/// Every result a screen heard, in order, for the behaviour scenario to read.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The Home screen.
final class HomeViewController: HomeViewControllerBase {
    override func didReceive(_ result: PickerResult) {
        Received.results.append("home: \(result)")
    }
}
