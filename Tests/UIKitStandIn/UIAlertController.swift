/// Alerts and action sheets, with UIKit's refusals: a second cancel action and text fields in an action sheet raise,
/// as does an action sheet presented without a place for its popover to point at (on iPad). The person answers through
/// `StandInDriver.tapChoice(_:in:)` and `StandInDriver.tapOutside(_:)` (an action sheet's popover); UIKit then dismisses the alert and runs the
/// action's handler, in an order Apple does not document (`StandInReading.alertHandlerBeforeDismissal`).
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open var message: String?
    public private(set) var preferredStyle: UIAlertController.Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    /// Set once the person has answered: UIKit takes no second tap while the alert goes.
    var isAnswered = false

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // On iPad an action sheet is a popover, which needs a source; an alert floats over what it covers.
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .overFullScreen
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            fatalError("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            fatalError("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        fields.append(field)
    }

    open var textFields: [UITextField]? {
        fields.isEmpty ? nil : fields
    }
}

/// A button of an alert.
@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public private(set) var title: String?
    public private(set) var style: UIAlertAction.Style = .default
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// A field the person types into; only its text and how it shows.
@MainActor
open class UITextField: UIView {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
}

/// The keyboard a text field shows (UIKit's `UITextInputTraits`); only some of them.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case numberPad = 4
    case decimalPad = 8
}

extension StandInDriver {
    /// Taps the choice titled `title` of `alert`, as the person would. UIKit dismisses the alert and runs the choice's
    /// handler, once. Returns false when nothing happens: the alert is not on screen, is still coming in or already
    /// going, or has no such enabled choice.
    @discardableResult
    public static func tapChoice(_ title: String, in alert: UIAlertController) -> Bool {
        guard let action = alert.actions.first(where: { $0.title == title }), action.isEnabled else { return false }
        return answer(alert, with: action)
    }

    /// An action sheet's popover closed by a tap outside it: UIKit runs its cancel choice's handler, if it has one.
    /// An alert ignores taps outside it.
    static func tapOutside(alert: UIAlertController) -> Bool {
        guard alert.preferredStyle == .actionSheet else { return false }
        return answer(alert, with: alert.actions.first { $0.style == .cancel })
    }

    private static func answer(_ alert: UIAlertController, with action: UIAlertAction?) -> Bool {
        guard !alert.isAnswered, let presenter = alert.presenterWhileSettled else { return false }
        alert.isAnswered = true
        let handler = { action.map { $0.handler?($0) } }
        if StandInReading.alertHandlerBeforeDismissal.isActive {
            handler()
            presenter.dismiss(animated: true)
        } else {
            presenter.dismiss(animated: true) {
                handler()
            }
        }
        return true
    }
}
