/// A width or height class: how much room the interface has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The traits of an environment; the stand-in knows its horizontal size class only.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        super.init()
    }
}

extension UIViewController {
    /// The traits of the app's one window scene.
    public var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: StandInDriver.horizontalSizeClass)
    }
}

extension UIPresentationController {
    /// Decides how the presentation shows in the environment it begins in. On a compact width UIKit asks the delegate
    /// of an adaptive presentation, a popover or a sheet, which must answer `fullScreen`, `overFullScreen` or `none`
    /// (no adaptation). Without a valid answer a popover "in iOS 13 and later … behaves the same as formSheet", and a
    /// sheet stays a sheet (as `none` leaves one). No other style adapts in the stand-in. An action sheet and a share
    /// sheet present themselves in their own way on an iPhone (not as a popover, nor through this delegate); the
    /// stand-in shows them as on an iPad whatever the width.
    func adaptToEnvironment() {
        adaptedFor = StandInDriver.horizontalSizeClass
        let adapts = self is UIPopoverPresentationController || style == .formSheet || style == .pageSheet
        guard adapts, StandInDriver.horizontalSizeClass == .compact,
            !(presentedViewController is UIAlertController), !(presentedViewController is UIActivityViewController)
        else { return }
        let traits = UITraitCollection(horizontalSizeClass: .compact)
        switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) {
        case .fullScreen?: adaptedStyle = .fullScreen
        case .overFullScreen?: adaptedStyle = .overFullScreen
        case UIModalPresentationStyle.none?: adaptedStyle = nil
        default: adaptedStyle = self is UIPopoverPresentationController ? .formSheet : nil
        }
    }
}

extension StandInDriver {
    /// The horizontal size class of the app's window scene: `regular` (an iPad's full screen) unless a scenario
    /// says otherwise. A presentation adapts to it when it begins. The stand-in does not model a change while
    /// something is presented (a rotation, a resized iPad window), after which UIKit asks again and moves the
    /// presentation: a presentation dismissed under another size class than it began in stops the scenario.
    public static var horizontalSizeClass: UIUserInterfaceSizeClass = .regular

    /// Whether `viewController` is on screen: it heard `viewDidAppear` last, not `viewWillDisappear`. A presenter
    /// that a full-screen presentation covers is not.
    public static func isOnScreen(_ viewController: UIViewController) -> Bool {
        viewController.appearance == .appeared
    }
}
