import Generator
import Templates

extension RouteOpeningTranslator {
    /// The key under which a quick action's `userInfo` and a notification's payload hold a route's link.
    static let linkKey = "link"

    /// How a route arrives from outside the app besides a URL: a universal link's activity, a home-screen quick
    /// action, a notification's payload; and the quick action that opens a route.
    func entryPoints(_ access: [String]) -> [Declaration] {
        let key = SwiftSpelling.stringLiteral(Self.linkKey)
        let fromLink = { (source: String) -> [Statement] in
            [
                .line("guard let link = \(source)[\(key)] as? String, let url = URL(string: link) else { return nil }"),
                .line("self.init(url: url)"),
            ]
        }
        return [
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a universal link, as the system hands it to `scene(_:continue:)`, or on a cold start in "
                            + "`connectionOptions.userActivities`; `nil` for another activity, or a link that is no route's."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "userActivity", type: "NSUserActivity")],
                    body: [
                        .block(
                            opener: "guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, "
                                + "let url = userActivity.webpageURL else {",
                            body: [.line("return nil")]),
                        .line("self.init(url: url)"),
                    ])),
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a home-screen quick action that `shortcutItem(title:subtitle:)` made, or whose "
                            + "`userInfo` holds a route's link under \(key); `nil` for another."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "shortcutItem", type: "UIApplicationShortcutItem")],
                    body: fromLink("shortcutItem.userInfo?"))),
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a notification whose payload holds a route's link under \(key) "
                            + "(`response.notification.request.content.userInfo`); `nil` for another."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "userInfo", type: "[AnyHashable: Any]")],
                    body: fromLink("userInfo"))),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "A home-screen quick action that opens this route: set it in `UIApplication.shared.shortcutItems`."
                    ],
                    modifiers: access, name: "shortcutItem",
                    parameters: [
                        FunctionParameter(name: "title", type: "String"),
                        FunctionParameter(name: "subtitle", type: "String?", defaultValue: "nil"),
                    ],
                    returnType: "UIApplicationShortcutItem",
                    body: [
                        .call(
                            prefix: "return UIApplicationShortcutItem",
                            arguments: [
                                "type: \(key)", "localizedTitle: title", "localizedSubtitle: subtitle", "icon: nil",
                                "userInfo: [\(key): url.absoluteString as NSString]",
                            ])
                    ])),
        ]
    }
}
