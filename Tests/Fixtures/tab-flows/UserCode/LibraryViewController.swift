// The Library screen as its author would write it: it hears the result of the Picker it started.

import UIKit

final class LibraryViewController: LibraryViewControllerBase {
    override func didReceive(_ result: PickerResult) {
        Heard.results.append("Library: \(result)")
    }
}
