import Generator
import Templates

/// What the actions that sign in on the web call, in a file of its own (`Coordinator+WebAuthentication.swift`) that
/// only an app that signs in on the web gets, and the only one that imports AuthenticationServices. It needs the part
/// for presenting, whose `runOnceGone` runs the action once the browser has gone.
enum WebAuthenticationRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let signIn = types.webSignIn
        return """
            /// A sign-in on the web: it keeps its session until the session completes, as Apple asks, and tells the
            /// session where to show its browser, the window of the flow that started it.
            @MainActor
            final class \(signIn): NSObject, @preconcurrency ASWebAuthenticationPresentationContextProviding {
                private var session: ASWebAuthenticationSession?
                private weak var window: UIWindow?
                private var whenDone: (@MainActor (URL?) -> Void)?

                fileprivate init(window: UIWindow?, whenDone: @escaping @MainActor (URL?) -> Void) {
                    self.window = window
                    self.whenDone = whenDone
                    super.init()
                }

                /// Starts the session; false when it cannot start. The session keeps its completion handler, and
                /// with it this object, until it completes. Apple does not say on which thread the handler runs, so it
                /// goes back to the main actor.
                fileprivate func start(url: URL, callbackScheme: String?, ephemeral: Bool) -> Bool {
                    let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) {
                        @Sendable [self] callback, _ in
                        Task { @MainActor in
                            self.finish(with: callback)
                        }
                    }
                    session.presentationContextProvider = self
                    session.prefersEphemeralWebBrowserSession = ephemeral
                    self.session = session
                    guard session.start() else {
                        self.session = nil
                        return false
                    }
                    return true
                }

                func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
                    window ?? ASPresentationAnchor(frame: .zero)
                }

                /// Tells the callback, once, and lets the session go.
                private func finish(with callback: URL?) {
                    session = nil
                    guard let whenDone else { return }
                    self.whenDone = nil
                    whenDone(callback)
                }
            }

            extension \(types.coordinator) {
                /// Signs in on the web: shows `url`'s page in the system's browser over this flow's window, and runs
                /// `whenDone` exactly once with the callback URL the service redirects to (of `callbackScheme`, or of
                /// a scheme the app's Info.plist registers), or `nil`: once the browser has gone, when the person
                /// signs in, cancels, or the sign-in fails; at once with `nil` when the session cannot start or the
                /// address is neither http nor https. With `ephemeral`, the browser shares nothing with Safari. Not
                /// when this flow has ended meanwhile.
                func \(names.presentWebAuthentication)(
                    _ url: URL, callbackScheme: String? = nil, ephemeral: Bool = false,
                    whenDone: @escaping @MainActor (_ callback: URL?) -> Void
                ) {
                    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                        \(names.runOnceGone)(nil) { whenDone(nil) }
                        return
                    }
                    let stack = \(names.topNavigationController)
                    let signIn = \(signIn)(window: stack.view.window) { [weak self, weak stack] callback in
                        // Apple does not say whether the browser has gone by then: wait for it.
                        self?.\(names.runOnceGone)(stack?.presentedViewController) { whenDone(callback) }
                    }
                    if !signIn.start(url: url, callbackScheme: callbackScheme, ephemeral: ephemeral) {
                        \(names.runOnceGone)(nil) { whenDone(nil) }
                    }
                }
            }
            """
    }
}
