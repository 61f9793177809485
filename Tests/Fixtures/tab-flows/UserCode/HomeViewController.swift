// The Home screen as its author would write it: it hears the result of the Picker it started.

import UIKit

/// Every result a screen heard, in order, with the screen.
@MainActor
enum Heard {
    static var results: [String] = []
}

final class HomeViewController: HomeViewControllerBase {
    override func didReceive(_ result: PickerResult) {
        Heard.results.append("Home: \(result)")
    }
}
