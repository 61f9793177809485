import Generator
import Templates

extension RouteOpeningTranslator {
    /// The key under which a quick action's `userInfo` and a notification's payload hold a route's link.
    static let linkKey = "link"

    /// How a route arrives from outside the app besides a URL: a universal link's activity, a home-screen quick
    /// action, a notification's payload; and the quick action that opens a route.
    /// With a route's `entries`, an activity other than a web page's, a quick action and a notification without a
    /// link are read as the manifest maps them.
    func entryPoints(_ access: [String]) -> [Declaration] {
        let key = SwiftSpelling.stringLiteral(Self.linkKey)
        let hasEntries = model.routes.contains { $0.entries != nil }
        let fromLink = { (source: String, otherwise: String) -> [Statement] in
            guard hasEntries else {
                return [
                    .line(
                        "guard let link = \(source)[\(key)] as? String, let url = URL(string: link) else { return nil }"
                    ),
                    .line("self.init(url: url)"),
                ]
            }
            return [
                .conditional(
                    [
                        ConditionalBranch(
                            clauses: ["let link = \(source)[\(key)] as? String"],
                            [
                                .line("guard let url = URL(string: link) else { return nil }"),
                                .line("self.init(url: url)"),
                            ])
                    ],
                    otherwise: [.line(otherwise)])
            ]
        }
        let fromActivity: [Statement] =
            hasEntries
            ? [
                .conditional(
                    [
                        ConditionalBranch(
                            clauses: ["userActivity.activityType == NSUserActivityTypeBrowsingWeb"],
                            [
                                .line("guard let url = userActivity.webpageURL else { return nil }"),
                                .line("self.init(url: url)"),
                            ])
                    ],
                    otherwise: [
                        .line(
                            "self.init(activityType: userActivity.activityType, payload: userActivity.userInfo ?? [:])")
                    ])
            ]
            : [
                .block(
                    opener: "guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, "
                        + "let url = userActivity.webpageURL else {",
                    body: [.line("return nil")]),
                .line("self.init(url: url)"),
            ]
        return [
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a universal link, as the system hands it to `scene(_:continue:)`, or on a cold start in "
                            + "`connectionOptions.userActivities`"
                            + (hasEntries
                                ? ", or of another activity a route's entries answer; `nil` for another, or a link that "
                                    + "is no route's."
                                : "; `nil` for another activity, or a link that is no route's.")
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "userActivity", type: "NSUserActivity")],
                    body: fromActivity)),
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a home-screen quick action that `shortcutItem(title:subtitle:)` made, or whose "
                            + "`userInfo` holds a route's link under \(key)"
                            + (hasEntries ? ", or whose type a route's entries answer" : "") + "; `nil` for another."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "shortcutItem", type: "UIApplicationShortcutItem")],
                    body: fromLink(
                        "shortcutItem.userInfo?",
                        "self.init(quickAction: shortcutItem.type, payload: shortcutItem.userInfo ?? [:])"))),
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a notification whose payload holds a route's link under \(key) "
                            + "(`response.notification.request.content.userInfo`)"
                            + (hasEntries ? ", or the fields of a route's entries" : "") + "; `nil` for another."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "userInfo", type: "[AnyHashable: Any]")],
                    body: fromLink("userInfo", "self.init(notification: userInfo)"))),
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
