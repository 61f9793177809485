// Created by coordgen for the Home screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HomeViewControllerBase.

import UIKit

/// The Home screen.
final class HomeViewController: HomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"

        // When something happens, tell the coordinator:
        // coordinator?.openDocument(name: <#String#>)
        // coordinator?.addPhotos(name: <#String#>)
        // coordinator?.openUndeclared(name: <#String#>)
        // coordinator?.showDocuments(urls: <#[URL]#>, name: <#String#>)
        // coordinator?.readTerms(page: <#URL#>)
        // coordinator?.openHelp(page: <#URL#>)
        // coordinator?.showConsent()
        // coordinator?.writeFeedback(recipients: <#[String]#>, subject: <#String#>)
        // coordinator?.writeAnything()
        // coordinator?.showMailResult(result: <#MailOutcome#>, subject: <#String#>)
        // coordinator?.signIn(page: <#URL#>)
        // coordinator?.signInPrivately(page: <#URL#>)
        // coordinator?.showSignedIn(callback: <#URL?#>)
        // coordinator?.chooseColor(colors: <#[String]#>)
        // coordinator?.pickAttachment()
        // coordinator?.showAccount()
        // coordinator?.choosePhotos(album: <#String#>)
        // coordinator?.pickAnything()
        // coordinator?.printReceipt(receipt: <#URL#>, from: <#any PopoverSource#>)
        // coordinator?.printPages(pages: <#[Data]#>, from: <#any PopoverSource#>)

        // Some of its actions hand their values to this screen; override them in this class:
        // override func colorChosen(color: String) { … }
        // override func attachmentPicked(urls: [URL]) { … }
        // override func photosPicked(photos: [NSItemProvider], album: String) { … }
        // override func anythingPicked(photos: [NSItemProvider]) { … }
        // override func receiptPrinted(printed: Bool, receipt: URL) { … }
    }
}
