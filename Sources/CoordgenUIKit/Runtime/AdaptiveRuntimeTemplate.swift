import Generator
import Templates

/// What the actions that present a popover or a sheet with a `compactStyle`, or start a flow in one, call, in a file of
/// its own (`Coordinator+Adaptive.swift`) that only an app with such a presentation gets.
///
/// Only these presentations get a delegate that answers `adaptivePresentationStyle(for:traitCollection:)`: once a
/// delegate answers, UIKit no longer picks its own adaptation, so every other presentation keeps the navigation
/// observer, which does not answer.
enum AdaptiveRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let adaptation = types.compactAdaptation
        let stackType = types.flowNavigationController
        // One delegate per compact style, named after it, which is how generated calls name it (`compactStyle: .x`).
        let delegates = CompactStyle.allCases.map { style in
            (style == .popover ? "/// Stays a popover.\n    " : "")
                + "static let \(style.rawValue) = \(adaptation)(compactStyle: .\(style.uiKitCase))"
        }
        return """
            /// The delegate of a popover or a sheet that shows with a style of its own where the width is horizontally
            /// compact (an iPhone, a narrow iPad window), rather than as UIKit's sheet. It tells the presentation's flow
            /// when the person dismisses it, as the navigation observer does for every other presentation.
            ///
            /// UIKit keeps a presentation's delegate weakly, and a delegate knows nothing of one presentation but its
            /// compact style, so there is one of each for the app.
            @MainActor
            final class \(adaptation): NSObject, UIAdaptivePresentationControllerDelegate {
                \(delegates.joined(separator: "\n    "))

                private let compactStyle: UIModalPresentationStyle

                private init(compactStyle: UIModalPresentationStyle) {
                    self.compactStyle = compactStyle
                }

                func adaptivePresentationStyle(
                    for controller: UIPresentationController, traitCollection: UITraitCollection
                ) -> UIModalPresentationStyle {
                    traitCollection.horizontalSizeClass == .compact ? compactStyle : .none
                }

                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    (presentationController.presentedViewController as? \(stackType))?.flow?.endFlowsThatLeft()
                }
            }

            extension \(types.coordinator) {
                /// Presents `viewController` as `\(names.presentInNavigationController)(_:animated:configure:)` does, in the
                /// popover or sheet that `configure` sets up, which shows as `compactStyle` says where the width is
                /// horizontally compact.
                func \(names.presentInNavigationController)(
                    _ viewController: UIViewController, animated: Bool = true, compactStyle: \(adaptation),
                    configure: (UINavigationController) -> Void
                ) {
                    let stack = \(stackType)(rootViewController: viewController)
                    configure(stack)
                    stack.flow = self
                    stack.delegate = navigationObserver
                    stack.presentationController?.delegate = compactStyle
                    topNavigationController.present(stack, animated: animated)
                    if stack.presentingViewController != nil {
                        navigationObserver.remember(stack)
                    }
                }

                /// Starts `child`, a modal flow whose stack is set up as a popover or a sheet, as
                /// `\(names.startChild)(_:animated:)` does; the stack shows as `compactStyle` says where the width is
                /// horizontally compact.
                ///
                /// The runtime presents a modal flow's stack when the flow shows its first screen, with the flow's
                /// observer as the presentation's delegate; UIKit asks the delegate how to adapt as the presentation
                /// begins. So the first screen goes on the stack first, and the stack is presented here, with this
                /// delegate.
                func \(names.startChild)(_ child: any \(types.coordinator), animated: Bool = true, compactStyle: \(adaptation)) {
                    guard let stack = child.\(names.navigationController) as? \(stackType),
                        let presenter = stack.presenter
                    else {
                        \(names.startChild)(child, animated: animated)
                        return
                    }
                    stack.presenter = nil
                    child.start()
                    if !stack.viewControllers.isEmpty {
                        stack.presentationController?.delegate = compactStyle
                        presenter.present(stack, animated: animated)
                    }
                    // As `\(names.startChild)(_:animated:)`: a flow UIKit refused has ended already.
                    guard child.\(names.isShowingScreens) else {
                        child.\(names.returnResults)()
                        return
                    }
                    child.\(names.parentCoordinator) = self
                    \(names.childCoordinators).append(child)
                }
            }
            """
    }
}
