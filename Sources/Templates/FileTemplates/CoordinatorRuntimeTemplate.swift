/// The `Coordinator` protocol, the logic every coordinator shares, and the navigation observer.
///
/// This code does not depend on the manifest: every app gets the same text, so it is kept as the text itself,
/// which reads as the code it is. The names that generated coordinators call are in ``RuntimeNames``; a test checks
/// that the text declares each of them.
public enum CoordinatorRuntimeTemplate {
    /// The declarations of the runtime file.
    public static func declarations() -> [Declaration] {
        [.verbatim(text)]
    }

    /// The runtime, as it appears in the generated file after the header and imports.
    static let text = """
        /// A flow of screens. coordgen generates one class per coordinator in the manifest.
        ///
        /// A coordinator shows its screens on `navigationController`, keeps the flows it started in
        /// `childCoordinators`, and is removed from its parent when its first screen leaves the stack.
        @MainActor
        protocol Coordinator: AnyObject {
            /// The flows this one started that are still running.
            var childCoordinators: [any Coordinator] { get set }

            /// The stack this flow shows its screens on.
            var navigationController: UINavigationController { get }

            /// The flow that started this one; `nil` for a root or tab flow.
            var parentCoordinator: (any Coordinator)? { get set }

            /// The first screen this flow showed. The flow has ended once it leaves its stack.
            var rootViewController: UIViewController? { get set }

            /// The delegate of the navigation controllers this flow owns.
            var navigationObserver: NavigationObserver { get }

            /// Shows the flow's first screen.
            func start()

            /// Keeps `child`, makes this flow its parent and starts it.
            func startChild(_ child: any Coordinator)

            /// Removes `child`, however it ended; the runtime calls it on every path. The default removes the child
            /// and then calls `childDidEnd(_:)`. A coordinator that implements it itself must do both.
            func childDidFinish(_ child: any Coordinator)

            /// Called once a child has ended and been removed, however it ended: its own `finish()`, the back
            /// button, a swipe, a sheet swiped down. Does nothing by default; implement it to read the child's state.
            func childDidEnd(_ child: any Coordinator)

            /// Ends this flow: its screens leave the stack, or its modal is dismissed, and its parent removes it.
            func finish()
        }

        extension Coordinator {
            /// Removes `child`, compared by identity, then calls `childDidEnd(_:)`. The flows it started go with it.
            func childDidFinish(_ child: any Coordinator) {
                guard childCoordinators.contains(where: { $0 === child }) else { return }
                childCoordinators.removeAll { $0 === child }
                childDidEnd(child)
            }

            /// Does nothing: implement it in your coordinator to react when a child flow ends.
            func childDidEnd(_ child: any Coordinator) {}

            /// Keeps `child`, makes this flow its parent and starts it.
            func startChild(_ child: any Coordinator) {
                child.parentCoordinator = self
                childCoordinators.append(child)
                child.start()
            }

            /// Starts `child` and presents its navigation controller modally.
            /// A swipe down that dismisses it removes the child too.
            func presentChild(_ child: any Coordinator) {
                startChild(child)
                let presented = child.navigationController
                presented.presentationController?.delegate = child.navigationObserver
                topNavigationController.present(presented, animated: true)
            }

            /// Shows `viewController` as this flow's first screen.
            ///
            /// On an empty stack it becomes the root and this flow observes the stack;
            /// on a stack that another flow owns, it is pushed.
            func showFirstScreen(_ viewController: UIViewController) {
                rootViewController = viewController
                if navigationController.viewControllers.isEmpty {
                    navigationController.delegate = navigationObserver
                    navigationController.setViewControllers([viewController], animated: false)
                } else {
                    navigationController.pushViewController(viewController, animated: true)
                }
            }

            /// Presents `viewController` modally in a new navigation controller that this flow observes.
            func presentInNavigationController(_ viewController: UIViewController) {
                let presented = UINavigationController(rootViewController: viewController)
                presented.delegate = navigationObserver
                presented.presentationController?.delegate = navigationObserver
                topNavigationController.present(presented, animated: true)
            }

            /// The navigation controller the user sees: the last one presented above this flow's stack,
            /// or the stack itself.
            var topNavigationController: UINavigationController {
                var top = navigationController
                while let presented = top.presentedViewController as? UINavigationController {
                    top = presented
                }
                return top
            }

            /// Ends this flow: its screens leave the stack, or its modal is dismissed, and its parent removes it.
            func finish() {
                let stack = navigationController.viewControllers
                if let root = rootViewController, let index = stack.firstIndex(where: { $0 === root }) {
                    if index > 0 {
                        navigationController.popToViewController(stack[index - 1], animated: true)
                    } else if let presenting = navigationController.presentingViewController {
                        presenting.dismiss(animated: true)
                    }
                }
                parentCoordinator?.childDidFinish(self)
            }

            /// Dismisses the modal stack on top of this flow. If that is this flow's own stack, the flow ends.
            func dismissTopStack() {
                let top = topNavigationController
                guard top !== navigationController else {
                    finish()
                    return
                }
                top.presentingViewController?.dismiss(animated: true)
                removeChildren(runningOn: top)
            }

            /// Removes the children on `navigationController` whose first screen has left it, at any depth.
            ///
            /// Runs after every change to the stack, so the back button, an edge swipe, a pop without
            /// animation, `popToRootViewController`, `popToViewController` and `setViewControllers` all end
            /// the flows whose screens they removed. A cancelled swipe leaves the stack whole: nothing is removed.
            func removeFinishedChildren(on navigationController: UINavigationController) {
                let stack = navigationController.viewControllers
                for child in childCoordinators where child.navigationController === navigationController {
                    if let root = child.rootViewController, stack.contains(where: { $0 === root }) {
                        child.removeFinishedChildren(on: navigationController)
                    } else {
                        childDidFinish(child)
                    }
                }
            }

            /// Removes the children that ran on `navigationController`, which has been dismissed.
            func removeChildren(runningOn navigationController: UINavigationController) {
                for child in childCoordinators where child.navigationController === navigationController {
                    childDidFinish(child)
                }
            }
        }

        /// The delegate of every navigation controller a coordinator owns, and of the presentation of its modals.
        ///
        /// It removes child coordinators however their screens leave. Keep it as the delegate; to run code
        /// of your own when a screen is shown, set `didShowViewController`.
        @MainActor
        final class NavigationObserver: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
            /// The coordinator that owns the observed navigation controllers.
            weak var coordinator: (any Coordinator)?

            /// Called after an observed navigation controller shows a screen, for code of your own.
            var didShowViewController: ((UINavigationController, UIViewController, Bool) -> Void)?

            func navigationController(
                _ navigationController: UINavigationController,
                didShow viewController: UIViewController,
                animated: Bool
            ) {
                coordinator?.removeFinishedChildren(on: navigationController)
                didShowViewController?(navigationController, viewController, animated)
            }

            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                let dismissed = presentationController.presentedViewController
                guard let coordinator, let dismissed = dismissed as? UINavigationController else {
                    return
                }
                if dismissed === coordinator.navigationController {
                    coordinator.parentCoordinator?.childDidFinish(coordinator)
                } else {
                    coordinator.removeChildren(runningOn: dismissed)
                }
            }
        }
        """
}
