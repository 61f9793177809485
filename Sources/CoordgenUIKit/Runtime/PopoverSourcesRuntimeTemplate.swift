import Generator
import Templates

/// What an app below iOS 16 points its popovers at, in a file of its own (`Coordinator+PopoverSources.swift`) that only
/// such an app with an action that takes a sender gets. `UIPopoverPresentationControllerSourceItem`, which such an
/// action takes from iOS 16, is not there before: the sender is a view or a bar button item, as the person tapped it,
/// and the popover points at it through `sourceView` and `sourceRect`, or `barButtonItem`.
enum PopoverSourcesRuntimeTemplate {
    /// The part, with `api` (`public `, or nothing) before the sender's protocol, which the actions' API names.
    static func text(_ types: RuntimeTypes, api: String) -> String {
        let names = RuntimeNames.self
        let share = PresentingRuntimeTemplate.shareSheetFunction(
            availability: nil, note: "(Below iOS 16, the sender is a view or a bar button item.)",
            senderType: "any \(types.popoverSource)",
            anchoring: "\(names.pointPopover)(share.popoverPresentationController, at: sender)")
        return """
            /// What a popover points at below iOS 16: the view or the bar button item the person tapped. The actions whose
            /// popover points at their sender take one, as they take `any UIPopoverPresentationControllerSourceItem` from
            /// iOS 16, so a call passes a button or a bar button item alike at either target.
            @MainActor
            \(api)protocol \(types.popoverSource): AnyObject {}

            extension UIView: \(types.popoverSource) {}

            extension UIBarButtonItem: \(types.popoverSource) {}

            /// Popovers, action sheets and share sheets below iOS 16: what the generated actions that point one at their
            /// sender call.
            extension \(types.coordinator) {
                /// Points `popover` at `source`: at a view's bounds, or at a bar button item. UIKit raises when it presents a
                /// popover that points at nothing.
                func \(names.pointPopover)(_ popover: UIPopoverPresentationController?, at source: any \(types.popoverSource)) {
                    if let view = source as? UIView {
                        popover?.sourceView = view
                        popover?.sourceRect = view.bounds
                    } else if let item = source as? UIBarButtonItem {
                        popover?.barButtonItem = item
                    }
                }

            \(share)
            }
            """
    }
}
