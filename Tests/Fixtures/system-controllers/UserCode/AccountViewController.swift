import Foundation
import UIKit

/// The Account screen, which keeps what its actions hand it, in order.
final class AccountViewController: AccountViewControllerBase {
    var heard: [String] = []

    override func avatarPicked(urls: [URL]) {
        heard.append("avatar " + urls.map(\.lastPathComponent).joined(separator: ", "))
    }
}
