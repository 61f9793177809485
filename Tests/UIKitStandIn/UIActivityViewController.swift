/// An activity a share sheet offers.
@MainActor
open class UIActivity: NSObject {
    /// The kind of an activity: `UIActivity.ActivityType("com.apple.UIKit.activity.Mail")`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")

        /// The system's activities the stand-in offers.
        static let system: [ActivityType] = [.mail, .copyToPasteboard]
    }

    /// An app's activity says its type; the system's base class has none.
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
}

/// The share sheet. On iPad it is a popover, which needs a source; UIKit runs `completionWithItemsHandler` once the
/// sheet is dismissed, however it leaves (an activity, a tap outside), and then sets it to `nil`. The person acts
/// through `StandInDriver.performActivity(_:in:completed:)` and `StandInDriver.tapOutside(_:)`.
@MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    /// UIKit dismisses the sheet, then tells the handler, once.
    func leave(with activity: UIActivity.ActivityType?, completed: Bool) -> Bool {
        guard let presenter = presenterWhileSettled else { return false }
        presenter.dismiss(animated: true) { [self] in
            let handler = completionWithItemsHandler
            completionWithItemsHandler = nil
            handler?(activity, completed, nil, nil)
        }
        return true
    }
}

extension StandInDriver {
    /// What a share sheet shares, which UIKit does not expose.
    public static func activityItems(of share: UIActivityViewController) -> [Any] {
        share.activityItems
    }

    /// The person picks `activity` in the share sheet, which then performs it (`completed`) or is cancelled in the
    /// activity's own screen. Returns false when the sheet is not on screen, a transition runs, or the sheet does not
    /// offer the activity: the system's, less those excluded, and the app's own that it was made with.
    @discardableResult
    public static func performActivity(
        _ activity: UIActivity.ActivityType, in share: UIActivityViewController, completed: Bool = true
    ) -> Bool {
        let offered =
            UIActivity.ActivityType.system.filter { !(share.excludedActivityTypes ?? []).contains($0) }
            + share.applicationActivities.compactMap(\.activityType)
        guard offered.contains(activity) else { return false }
        return share.leave(with: activity, completed: completed)
    }
}
