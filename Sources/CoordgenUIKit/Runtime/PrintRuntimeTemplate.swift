import Generator
import Templates

/// What the actions that print call, in a file of its own (`Coordinator+Print.swift`) that only an app that prints
/// gets. It needs the part for presenting, whose `runOnceGone` runs the action once the print options have gone.
enum PrintRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let session = types.printSession
        return """
            /// The print options' delegate, which names the view controller UIKit presents them from: this flow's top
            /// stack, so that they leave with the flow as any presentation does. UIKit keeps the delegate weakly: the
            /// completion handler keeps it until the job has concluded.
            @MainActor
            final class \(session): NSObject, UIPrintInteractionControllerDelegate {
                /// The session whose options are on screen. While they are, another print is refused before it touches
                /// the shared controller, whose item and delegate are theirs.
                private static weak var shown: \(session)?

                private weak var parent: UIViewController?
                /// The options UIKit presented for this session, which another print waits for.
                fileprivate weak var options: UIViewController?

                fileprivate init(parent: UIViewController) {
                    self.parent = parent
                }

                /// Whether print options a session showed are still on screen.
                fileprivate static var isShowingOptions: Bool { shown?.options != nil }

                /// Marks this session's options, which UIKit has just presented, as those on screen.
                fileprivate func showing(_ options: UIViewController?) {
                    self.options = options
                    Self.shown = self
                }

                func printInteractionControllerParentViewController(
                    _ printInteractionController: UIPrintInteractionController
                ) -> UIViewController? {
                    parent
                }
            }

            extension \(types.coordinator) {
                /// Shows UIKit's print options for `items` (each a `URL`, `Data` or `UIImage`) over this flow's top stack:
                /// a sheet on a compact width, a popover at `sender` (a bar button item or a view) on a regular one. Runs
                /// `whenDone` exactly once with whether the job went to the printer: once UIKit has dismissed the
                /// options, however the person left them (Print, Cancel, the swipe, a tap outside); at once with `false`
                /// when print options are already shown, or UIKit refuses them. Not when this flow has ended meanwhile.
                /// After your code's `UIPrintInteractionController.shared.dismiss(animated:)`, only if UIKit then calls
                /// the completion handler, which Apple does not say.
                func \(names.presentPrint)(
                    _ items: [Any], from sender: AnyObject, animated: Bool = true,
                    whenDone: @escaping @MainActor (_ printed: Bool) -> Void
                ) {
                    guard !\(session).isShowingOptions else {
                        return \(names.runOnceGone)(nil) { whenDone(false) }
                    }
                    let printer = UIPrintInteractionController.shared
                    let stack = \(names.topNavigationController)
                    let session = \(session)(parent: stack)
                    printer.delegate = session
                    printer.printingItem = items.count == 1 ? items[0] : nil
                    printer.printingItems = items.count == 1 ? nil : items
                    var told = false
                    let tell = { [weak self] (printed: Bool) in
                        guard !told else { return }
                        told = true
                        self?.\(names.runOnceGone)(session.options) { whenDone(printed) }
                    }
                    let done: UIPrintInteractionController.CompletionHandler = { _, printed, _ in tell(printed) }
                    let shown: Bool
                    if stack.traitCollection.horizontalSizeClass == .regular, let item = sender as? UIBarButtonItem {
                        shown = printer.present(from: item, animated: animated, completionHandler: done)
                    } else if stack.traitCollection.horizontalSizeClass == .regular, let view = sender as? UIView {
                        shown = printer.present(from: view.bounds, in: view, animated: animated, completionHandler: done)
                    } else {
                        shown = printer.present(animated: animated, completionHandler: done)
                    }
                    guard shown else { return tell(false) }
                    session.showing(stack.presentedViewController)
                }
            }
            """
    }
}
