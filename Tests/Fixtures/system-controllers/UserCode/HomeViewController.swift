import Foundation
import UIKit

/// The Home screen, which keeps what its actions hand it, in order.
final class HomeViewController: HomeViewControllerBase {
    var heard: [String] = []

    override func colorChosen(color: String) {
        heard.append("color " + color)
    }

    override func attachmentPicked(urls: [URL]) {
        heard.append("attachments " + urls.map(\.lastPathComponent).joined(separator: ", "))
    }

    override func photosPicked(photos: [NSItemProvider], album: String) {
        heard.append("\(photos.count) photos for \(album)")
    }

    override func anythingPicked(photos: [NSItemProvider]) {
        heard.append("\(photos.count) of anything")
    }

    override func receiptPrinted(printed: Bool, receipt: URL) {
        heard.append("printed \(printed) " + receipt.lastPathComponent)
    }
}
