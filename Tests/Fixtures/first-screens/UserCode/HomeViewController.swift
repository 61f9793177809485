// The Home screen as its author would write it: it hears Checkout's result.

import UIKit

/// Every result a screen heard, in order.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The Home screen, which hears Checkout's result.
final class HomeViewController: HomeViewControllerBase {
    override func didReceive(_ result: CheckoutResult) {
        Received.results.append("\(result)")
    }
}
