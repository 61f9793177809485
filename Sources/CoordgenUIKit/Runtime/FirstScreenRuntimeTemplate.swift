import Generator
import Templates

/// What a flow that decides its first screen while a placeholder shows calls once it has decided, in a file of its own
/// (`Coordinator+FirstScreen.swift`) that only an app with such a flow gets: the runtime file stays the same for
/// every app.
enum FirstScreenRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            /// Deciding a flow's first screen: what a generated flow whose decision shows a placeholder calls.
            extension \(types.coordinator) {
                /// Puts `viewController` where `placeholder`, the flow's first screen while it decided, is on the flow's
                /// stack, and makes it the flow's first screen, once no transition runs on that stack: UIKit drops a
                /// change of `viewControllers` made during one. Nothing happens once the placeholder is no longer the
                /// flow's first screen on its stack: the flow has ended, or your code has replaced it. `done` runs once
                /// either is so.
                func \(names.replaceFirstScreen)(
                    _ placeholder: UIViewController, with viewController: UIViewController, then done: @escaping () -> Void = {}
                ) {
                    guard \(names.rootViewController) === placeholder else { return done() }
                    let stack = \(names.navigationController)
                    if let transition = stack.transitionCoordinator {
                        // The transition holds the flow until it has ended, so that `done` runs even for a flow that
                        // ended meanwhile (the person left it): what waits for its decision, a route, hears it then.
                        let again = {
                            DispatchQueue.main.async {
                                self.\(names.replaceFirstScreen)(placeholder, with: viewController, then: done)
                            }
                        }
                        if !transition.animate(alongsideTransition: nil, completion: { _ in again() }) {
                            again()
                        }
                        return
                    }
                    var screens = stack.viewControllers
                    guard let index = screens.firstIndex(where: { $0 === placeholder }) else { return done() }
                    screens[index] = viewController
                    \(names.rootViewController) = viewController
                    stack.setViewControllers(screens, animated: false)
                    done()
                }
            }
            """
    }
}
