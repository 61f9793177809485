import Foundation
import UIKit

/// Safari's view controller, as Apple documents it. It opens only `http` and `https` addresses: another raises an
/// exception (the stand-in stops the program). Its delegate, kept weakly, hears `safariViewControllerDidFinish(_:)`
/// when the person taps Done, and the view controller "is dismissed afterwards": Apple does not say in the same turn of
/// the run loop or a later one, an open order (`StandInReading.safariDismissesOnLaterTurn`). Presented as a sheet, the
/// person can swipe it down, which its presentation controller's delegate hears, as for any sheet; its own delegate
/// then hears nothing. The person acts through `StandInDriver.tapDone(in:)` and `StandInDriver.swipeDownToDismiss(_:)`.
@MainActor
open class SFSafariViewController: UIViewController {
    /// What a Safari view controller is made with; changes after it is made have no effect on it.
    @MainActor
    open class Configuration {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true

        public init() {}
    }

    /// The style of the button that closes the page.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    let url: URL
    /// Whether the person has tapped Done: the button does nothing more while the page leaves.
    var isDone = false
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration) {
        let scheme = URL.scheme?.lowercased()
        precondition(
            scheme == "http" || scheme == "https",
            "NSInvalidArgumentException: the specified URL has an unsupported scheme; only HTTP and HTTPS are supported"
        )
        url = URL
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable")
    }
}

/// Hears Safari's view controller. Every method is optional. Unlike UIKit's delegates, SafariServices does not
/// isolate it to the main actor (it calls it on the main thread), so a main-actor class conforms with `@preconcurrency`.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

extension StandInDriver {
    /// The address a Safari view controller opened, which SafariServices does not expose.
    public static func address(of safari: SFSafariViewController) -> URL {
        safari.url
    }

    /// The person taps Done: the delegate hears it, then the view controller dismisses itself, in this turn of the
    /// run loop or a later one as the active readings say. Returns false when it is not on screen, a transition runs, or
    /// the person has tapped Done already.
    @discardableResult
    public static func tapDone(in safari: SFSafariViewController) -> Bool {
        guard !safari.isDone, let presenter = safari.presenterWhileSettled,
            presenter.presentedViewController === safari
        else { return false }
        safari.isDone = true
        safari.delegate?.safariViewControllerDidFinish(safari)
        if StandInReading.safariDismissesOnLaterTurn.isActive {
            DispatchQueue.main.async { [weak safari] in
                safari?.dismissItself()
            }
        } else {
            safari.dismissItself()
        }
        return true
    }
}

extension SFSafariViewController {
    /// Dismisses the view controller after Done, unless it has left meanwhile.
    fileprivate func dismissItself() {
        guard let presenter = presentingViewController, presenter.presentedViewController === self, !isBeingDismissed
        else { return }
        presenter.dismiss(animated: true)
    }
}
