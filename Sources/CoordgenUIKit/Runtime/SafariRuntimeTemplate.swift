import Generator
import Templates

/// What the actions that show web pages call, in a file of its own (`Coordinator+Safari.swift`) that only an app that
/// shows them gets, and the only one that imports SafariServices. It needs the part for presenting, whose `runOnceGone`
/// runs the action once the page has gone.
enum SafariRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let page = types.safariPage
        return """
            /// Safari's view controller, which tells once that the person has closed it, and is its own delegate.
            ///
            /// It keeps its delegate weakly, and it must tell even when nothing else keeps it, so it is its own, and
            /// its presentation's. Apple says that it dismisses itself after it tells its delegate that the person
            /// tapped Done, but not when: it tells once it has disappeared.
            @MainActor
            final class \(page): SFSafariViewController, @preconcurrency SFSafariViewControllerDelegate,
                UIAdaptivePresentationControllerDelegate
            {
                private var whenClosed: (@MainActor (\(page)) -> Void)?
                private var isClosedByPerson = false

                fileprivate init(url: URL, whenClosed: @escaping @MainActor (\(page)) -> Void) {
                    self.whenClosed = whenClosed
                    super.init(url: url, configuration: SFSafariViewController.Configuration())
                    delegate = self
                }

                @available(*, unavailable)
                required init?(coder: NSCoder) {
                    fatalError("\(page) is created by \(names.presentSafari)")
                }

                func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
                    isClosedByPerson = true
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isClosedByPerson, isBeingDismissed {
                        close()
                    }
                }

                /// The person swiped the page down. UIKit tells the presentation's delegate once it has gone.
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    close()
                }

                private func close() {
                    guard let whenClosed else { return }
                    self.whenClosed = nil
                    whenClosed(self)
                }
            }

            extension \(types.coordinator) {
                /// Presents `url`'s page in Safari's view controller over this flow's top stack, and runs `whenClosed`
                /// exactly once: once the page has gone, when the person closed it (Done, a swipe); at once when
                /// UIKit refuses the presentation (something else is presented) or the address is neither http nor
                /// https, which Safari's view controller does not open (it raises an exception). Not when this flow
                /// has ended meanwhile, nor when your code dismisses the page.
                func \(names.presentSafari)(
                    _ url: URL, animated: Bool = true, whenClosed: @escaping @MainActor () -> Void = {}
                ) {
                    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                        \(names.runOnceGone)(nil, whenClosed)
                        return
                    }
                    let page = \(page)(url: url) { [weak self] page in
                        self?.\(names.runOnceGone)(page, whenClosed)
                    }
                    page.presentationController?.delegate = page
                    \(names.topNavigationController).present(page, animated: animated)
                    if page.presentingViewController == nil {
                        \(names.runOnceGone)(nil, whenClosed)
                    }
                }
            }
            """
    }
}
