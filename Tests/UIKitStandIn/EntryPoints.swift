import Foundation

// What the system hands a scene when the app is opened from outside: a universal link's activity and a home-screen
// quick action. Only the members generated code and its tests touch, with Apple's signatures (the probe proves them).

/// A universal link arrives as an activity of this type, its link in `webpageURL`. Foundation on Apple platforms,
/// where UIKit re-exports it; Linux's Foundation has no `NSUserActivity`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

open class NSUserActivity: NSObject {
    open private(set) var activityType: String
    open var webpageURL: URL?
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// The icon of a quick action. The stand-in keeps none: generated code passes `nil`.
open class UIApplicationShortcutIcon: NSObject {}

/// A home-screen quick action. Not main-actor bound, as in UIKit.
open class UIApplicationShortcutItem: NSObject {
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var localizedSubtitle: String?
    open private(set) var icon: UIApplicationShortcutIcon?
    open private(set) var userInfo: [String: any NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]?
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}
