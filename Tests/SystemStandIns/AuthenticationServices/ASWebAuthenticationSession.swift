import Foundation
import UIKit

/// Where a sign-in on the web shows its browser: a window.
public typealias ASPresentationAnchor = UIWindow

/// The domain of the errors a sign-in on the web completes with.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Apple's name.
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// Tells a sign-in on the web where to show its browser. Not isolated to the main actor, as in AuthenticationServices.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A sign-in on the web, as Apple documents it: `start()` shows the page in a browser over the presentation anchor's
/// top-most view controller, once per session, and returns false without a presentation context, or when started
/// before or cancelled. The completion handler runs once: with the callback URL when the service redirects to the
/// callback scheme, or with a `canceledLogin` error when the person cancels (the browser's Cancel, or a swipe down) or
/// the app calls `cancel()`, which also dismisses the browser. Whether the handler runs before the browser is dismissed
/// or after, and on which thread, are open orders (`StandInReading.webAuthenticationCompletes…`). The class is not
/// isolated to the main actor, as in AuthenticationServices; the stand-in's works on the main thread only. The person
/// acts through `StandInDriver.signIn(redirectingTo:in:)` and `StandInDriver.cancelSignIn(in:)`.
///
/// Unlike Apple's, the stand-in's class is `@unchecked Sendable`, so that its nonisolated API can reach UIKit's
/// stand-in on the main actor: it is only ever used there. Code that would rely on it being sendable fails the real
/// SDK's type-check.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    let url: URL
    let callbackURLScheme: String?
    private var completionHandler: CompletionHandler?
    private var isStarted = false
    /// The browser while it is shown.
    weak var browser: StandInWebAuthenticationBrowser?
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
        super.init()
    }

    open var canStart: Bool {
        !isStarted && presentationContextProvider != nil
    }

    open func start() -> Bool {
        guard canStart, let provider = presentationContextProvider else { return false }
        isStarted = true
        let anchor = provider.presentationAnchor(for: self)
        return MainActor.assumeIsolated {
            guard var top = anchor.rootViewController else { return false }
            while let presented = top.presentedViewController {
                top = presented
            }
            let browser = StandInWebAuthenticationBrowser(session: self)
            self.browser = browser
            top.present(browser, animated: true)
            if browser.presentingViewController == nil {
                // The presentation context was not one to show the browser on.
                DispatchQueue.main.async { [self] in
                    complete(with: nil, error: Self.error(code: 3))
                }
            }
            return true
        }
    }

    open func cancel() {
        MainActor.assumeIsolated {
            end(with: nil, error: Self.error(code: 1))
        }
    }

    static func error(code: Int) -> any Error {
        NSError(domain: ASWebAuthenticationSessionErrorDomain, code: code)
    }

    /// Dismisses the browser, if it is up, and completes, in the order the active readings say.
    @MainActor
    func end(with callback: URL?, error: (any Error)?) {
        guard completionHandler != nil else { return }
        guard let browser, let presenter = browser.presentingViewController, !browser.isBeingDismissed else {
            complete(with: callback, error: error)
            return
        }
        if StandInReading.webAuthenticationCompletesBeforeDismissing.isActive {
            complete(with: callback, error: error)
            presenter.dismiss(animated: true)
        } else {
            presenter.dismiss(animated: true) { [self] in
                complete(with: callback, error: error)
            }
        }
    }

    /// Runs the completion handler once, on the thread the active readings say.
    func complete(with callback: URL?, error: (any Error)?) {
        guard let handler = completionHandler else { return }
        completionHandler = nil
        if StandInReading.webAuthenticationCompletesOffMainThread.isActive {
            // The handler is not sendable, but the main thread waits while the other one runs it.
            nonisolated(unsafe) let handler = handler
            DispatchQueue.global().sync {
                handler(callback, error)
            }
        } else {
            handler(callback, error)
        }
    }
}

/// The browser a sign-in on the web shows (not AuthenticationServices API: Apple's is private). The person cancels it
/// with its Cancel button or by swiping it down.
@MainActor
public final class StandInWebAuthenticationBrowser: UIViewController, UIAdaptivePresentationControllerDelegate {
    let session: ASWebAuthenticationSession

    init(session: ASWebAuthenticationSession) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
        presentationController?.delegate = self
    }

    public required init?(coder: NSCoder) {
        fatalError("the browser is made by its session")
    }

    /// The person swiped the browser down: the session is cancelled.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        session.end(with: nil, error: ASWebAuthenticationSession.error(code: 1))
    }
}

extension StandInDriver {
    /// What a sign-in's browser shows: the page, the callback scheme, and whether it shares nothing with Safari.
    public static func signIn(
        shownBy browser: StandInWebAuthenticationBrowser
    ) -> (url: URL, callbackScheme: String?, ephemeral: Bool) {
        (browser.session.url, browser.session.callbackURLScheme, browser.session.prefersEphemeralWebBrowserSession)
    }

    /// The person signs in, and the service redirects to `callback`: the session completes with it, if its scheme is
    /// the callback scheme. Returns false when the browser is not on screen, a transition runs, or the scheme differs.
    @discardableResult
    public static func signIn(redirectingTo callback: URL, in browser: StandInWebAuthenticationBrowser) -> Bool {
        guard browser.presenterWhileSettled != nil,
            browser.session.callbackURLScheme.map({ callback.scheme?.lowercased() == $0.lowercased() }) ?? true
        else { return false }
        browser.session.end(with: callback, error: nil)
        return true
    }

    /// The person taps Cancel in the browser. Returns false when it is not on screen or a transition runs.
    @discardableResult
    public static func cancelSignIn(in browser: StandInWebAuthenticationBrowser) -> Bool {
        guard browser.presenterWhileSettled != nil else { return false }
        browser.session.end(with: nil, error: ASWebAuthenticationSession.error(code: 1))
        return true
    }
}
