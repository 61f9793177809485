import Foundation
import UIKit

/// How the mail compose sheet ended.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}

/// The mail compose sheet, as Apple documents it. Apps check `canSendMail()` first: the stand-in stops the program if
/// one is presented on a device that cannot send mail, where the real sheet cannot work. Its delegate, kept weakly,
/// hears how the person left it (`mailComposeController(_:didFinishWith:error:)`), and "should remove the view
/// associated with the controller, typically by dismissing modally": the sheet does not dismiss itself. Presented as a
/// sheet, the person can swipe it down, which its presentation controller's delegate hears, as for any sheet. The
/// person acts through `StandInDriver.finishMail(_:in:)`; whether the device can send mail is
/// `StandInDriver.canSendMail`.
@MainActor
open class MFMailComposeViewController: UINavigationController {
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    var recipients: [String]?
    var subject = ""
    var body = ""
    /// Whether the person has left it: the sheet takes no more taps.
    var isFinished = false

    open class func canSendMail() -> Bool {
        StandInDriver.canSendMail
    }

    open func setToRecipients(_ toRecipients: [String]?) {
        recipients = toRecipients
    }

    open func setSubject(_ subject: String) {
        self.subject = subject
    }

    open func setMessageBody(_ body: String, isHTML: Bool) {
        self.body = body
    }

    open override func viewWillAppear(_ animated: Bool) {
        precondition(
            StandInDriver.canSendMail, "the mail compose sheet was presented on a device that cannot send mail")
        super.viewWillAppear(animated)
    }
}

/// Hears the mail compose sheet. Unlike UIKit's delegates, MessageUI does not isolate it to the main actor (it calls it
/// on the main thread), so a main-actor class conforms with `@preconcurrency`.
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}

extension StandInDriver {
    /// Whether the device can send mail (an account is set up). Tests set it; true by default.
    public static var canSendMail = true

    /// What a mail compose sheet was filled with, which MessageUI does not expose.
    public static func mail(of sheet: MFMailComposeViewController) -> (to: [String]?, subject: String, body: String) {
        (sheet.recipients, sheet.subject, sheet.body)
    }

    /// The person sends the mail, saves it, cancels it, or sending fails: the delegate hears it, while the sheet is
    /// still on screen. Returns false when the sheet is not on screen, a transition runs, or the person has left it.
    @discardableResult
    public static func finishMail(_ result: MFMailComposeResult, in sheet: MFMailComposeViewController) -> Bool {
        guard !sheet.isFinished, let presenter = sheet.presenterWhileSettled,
            presenter.presentedViewController === sheet
        else { return false }
        sheet.isFinished = true
        sheet.mailComposeDelegate?.mailComposeController(sheet, didFinishWith: result, error: nil)
        return true
    }
}
