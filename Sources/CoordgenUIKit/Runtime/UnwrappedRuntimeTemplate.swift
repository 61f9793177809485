import Generator
import Templates

/// What the dismiss of a screen presented without a navigation controller (`"wrap": false`) calls, in a file of its
/// own (`Coordinator+Unwrapped.swift`) that only an app with such a screen gets.
enum UnwrappedRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            extension \(types.coordinator) {
                /// Dismisses the screen that `matches` nearest the top of what is presented over this flow's top stack,
                /// with what it presented: a screen this flow presented without a navigation controller, which is on
                /// no stack the flow acts on. Does nothing when none is presented.
                func \(names.dismissPresentedScreen)(where matches: (UIViewController) -> Bool, animated: Bool = true) {
                    // What a stack presents hangs off the top of its container tree, as UIKit looks for it there.
                    var context: UIViewController = \(names.topNavigationController)
                    while let parent = context.parent {
                        context = parent
                    }
                    var screen: UIViewController?
                    var current = context.presentedViewController
                    while let presented = current {
                        if matches(presented) {
                            screen = presented
                        }
                        current = presented.presentedViewController
                    }
                    screen?.presentingViewController?.dismiss(animated: animated)
                }
            }
            """
    }
}
