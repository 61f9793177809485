/// The `Coordinator` protocol, the logic every coordinator shares, and the navigation observer.
///
/// This code does not depend on the manifest: every app gets the same declarations.
public enum CoordinatorRuntimeTemplate {
    /// The declarations of the runtime file.
    public static func declarations() -> [Declaration] {
        [.type(coordinatorProtocol), .type(coordinatorExtension), .type(navigationObserver)]
    }

    private typealias Names = RuntimeNames

    private static let coordinatorType = "any \(Names.coordinatorProtocol)"

    private static let coordinatorProtocol = TypeDeclaration(
        documentation: [
            "A flow of screens. coordgen generates one class per coordinator in the manifest.",
            "",
            "A coordinator shows its screens on `navigationController`, keeps the flows it started in",
            "`childCoordinators`, and is removed from its parent when its first screen leaves the stack.",
        ],
        attributes: ["@MainActor"],
        kind: .protocol,
        name: Names.coordinatorProtocol,
        inheritance: ["AnyObject"],
        members: [
            requirement(
                "The flows this one started that are still running.",
                Names.childCoordinators, "[\(coordinatorType)]", settable: true),
            requirement(
                "The stack this flow shows its screens on.",
                Names.navigationController, "UINavigationController", settable: false),
            requirement(
                "The flow that started this one; `nil` for a root or tab flow.",
                Names.parentCoordinator, "(\(coordinatorType))?", settable: true),
            requirement(
                "The first screen this flow showed. The flow has ended once it leaves its stack.",
                Names.rootViewController, "UIViewController?", settable: true),
            requirement(
                "The delegate of the navigation controllers this flow owns.",
                Names.navigationObserverProperty, Names.navigationObserver, settable: false),
            .function(
                FunctionDeclaration(documentation: ["Shows the flow's first screen."], name: Names.start, body: nil)),
        ]
    )

    private static func requirement(_ doc: String, _ name: String, _ type: String, settable: Bool) -> Declaration {
        .property(
            PropertyDeclaration(documentation: [doc], name: name, type: type, value: .requirement(settable: settable)))
    }

    private static func childParameter() -> [FunctionParameter] {
        [FunctionParameter(label: "_", name: "child", type: coordinatorType)]
    }

    private static let coordinatorExtension = TypeDeclaration(
        kind: .extension,
        name: Names.coordinatorProtocol,
        members: [
            .function(
                FunctionDeclaration(
                    documentation: ["Removes `child`, compared by identity. The flows it started go with it."],
                    name: Names.childDidFinish,
                    parameters: childParameter(),
                    body: [.line("\(Names.childCoordinators).removeAll { $0 === child }")]
                )),
            .function(
                FunctionDeclaration(
                    documentation: ["Keeps `child`, makes this flow its parent and starts it."],
                    name: Names.startChild,
                    parameters: childParameter(),
                    body: [
                        .line("child.\(Names.parentCoordinator) = self"),
                        .line("\(Names.childCoordinators).append(child)"),
                        .line("child.\(Names.start)()"),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Starts `child` and presents its navigation controller modally.",
                        "A swipe down that dismisses it removes the child too.",
                    ],
                    name: Names.presentChild,
                    parameters: childParameter(),
                    body: [
                        .line("\(Names.startChild)(child)"),
                        .line("let presented = child.\(Names.navigationController)"),
                        .line("presented.presentationController?.delegate = child.\(Names.navigationObserverProperty)"),
                        .line("\(Names.topNavigationController).present(presented, animated: true)"),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Shows `viewController` as this flow's first screen.",
                        "",
                        "On an empty stack it becomes the root and this flow observes the stack;",
                        "on a stack that another flow owns, it is pushed.",
                    ],
                    name: Names.showFirstScreen,
                    parameters: [FunctionParameter(label: "_", name: "viewController", type: "UIViewController")],
                    body: [
                        .line("\(Names.rootViewController) = viewController"),
                        .conditional(
                            [
                                ConditionalBranch(
                                    "\(Names.navigationController).viewControllers.isEmpty",
                                    [
                                        .line(
                                            "\(Names.navigationController).delegate = \(Names.navigationObserverProperty)"
                                        ),
                                        .line(
                                            "\(Names.navigationController).setViewControllers([viewController], animated: false)"
                                        ),
                                    ])
                            ],
                            otherwise: [
                                .line(
                                    "\(Names.navigationController).pushViewController(viewController, animated: true)")
                            ]
                        ),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Presents `viewController` modally in a new navigation controller that this flow observes."
                    ],
                    name: Names.presentInNavigationController,
                    parameters: [FunctionParameter(label: "_", name: "viewController", type: "UIViewController")],
                    body: [
                        .line("let presented = UINavigationController(rootViewController: viewController)"),
                        .line("presented.delegate = \(Names.navigationObserverProperty)"),
                        .line("presented.presentationController?.delegate = \(Names.navigationObserverProperty)"),
                        .line("\(Names.topNavigationController).present(presented, animated: true)"),
                    ]
                )),
            .property(
                PropertyDeclaration(
                    documentation: [
                        "The navigation controller the user sees: the last one presented above this flow's stack,",
                        "or the stack itself.",
                    ],
                    name: Names.topNavigationController,
                    type: "UINavigationController",
                    value: .computed([
                        .line("var top = \(Names.navigationController)"),
                        .block(
                            opener: "while let presented = top.presentedViewController as? UINavigationController {",
                            body: [.line("top = presented")]),
                        .line("return top"),
                    ])
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Ends this flow: its screens leave the stack, or its modal is dismissed, and its parent removes it."
                    ],
                    name: Names.finish,
                    body: [
                        .line("let stack = \(Names.navigationController).viewControllers"),
                        .conditional([
                            ConditionalBranch(
                                "let root = \(Names.rootViewController), let index = stack.firstIndex(where: { $0 === root })",
                                [
                                    .conditional(
                                        [
                                            ConditionalBranch(
                                                "index > 0",
                                                [
                                                    .line(
                                                        "\(Names.navigationController).popToViewController(stack[index - 1], animated: true)"
                                                    )
                                                ]),
                                            ConditionalBranch(
                                                "let presenting = \(Names.navigationController).presentingViewController",
                                                [
                                                    .line("presenting.dismiss(animated: true)")
                                                ]),
                                        ]
                                    )
                                ])
                        ]),
                        .line("\(Names.parentCoordinator)?.\(Names.childDidFinish)(self)"),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Dismisses the modal stack on top of this flow. If that is this flow's own stack, the flow ends."
                    ],
                    name: Names.dismissTopStack,
                    body: [
                        .line("let top = \(Names.topNavigationController)"),
                        .block(
                            opener: "guard top !== \(Names.navigationController) else {",
                            body: [
                                .line("\(Names.finish)()"),
                                .line("return"),
                            ]),
                        .line("top.presentingViewController?.dismiss(animated: true)"),
                        .line("\(Names.removeChildren)(runningOn: top)"),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Removes the children on `navigationController` whose first screen has left it, at any depth.",
                        "",
                        "Runs after every change to the stack, so the back button, an edge swipe, a pop without",
                        "animation, `popToRootViewController`, `popToViewController` and `setViewControllers` all end",
                        "the flows whose screens they removed. A cancelled swipe leaves the stack whole: nothing is removed.",
                    ],
                    name: Names.removeFinishedChildren,
                    parameters: [
                        FunctionParameter(label: "on", name: "navigationController", type: "UINavigationController")
                    ],
                    body: [
                        .line("let stack = navigationController.viewControllers"),
                        .block(
                            opener: "for child in \(Names.childCoordinators) "
                                + "where child.\(Names.navigationController) === navigationController {",
                            body: [
                                .conditional(
                                    [
                                        ConditionalBranch(
                                            "let root = child.\(Names.rootViewController), stack.contains(where: { $0 === root })",
                                            [.line("child.\(Names.removeFinishedChildren)(on: navigationController)")])
                                    ],
                                    otherwise: [.line("\(Names.childDidFinish)(child)")]
                                )
                            ]),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Removes the children that ran on `navigationController`, which has been dismissed."
                    ],
                    name: Names.removeChildren,
                    parameters: [
                        FunctionParameter(
                            label: "runningOn", name: "navigationController", type: "UINavigationController")
                    ],
                    body: [
                        .line(
                            "\(Names.childCoordinators).removeAll { $0.\(Names.navigationController) === navigationController }"
                        )
                    ]
                )),
        ]
    )

    private static let navigationObserver = TypeDeclaration(
        documentation: [
            "The delegate of every navigation controller a coordinator owns, and of the presentation of its modals.",
            "",
            "It removes child coordinators however their screens leave. Keep it as the delegate; to run code",
            "of your own when a screen is shown, set `didShowViewController`.",
        ],
        attributes: ["@MainActor"],
        modifiers: ["final"],
        kind: .class,
        name: Names.navigationObserver,
        inheritance: ["NSObject", "UINavigationControllerDelegate", "UIAdaptivePresentationControllerDelegate"],
        members: [
            .property(
                PropertyDeclaration(
                    documentation: ["The coordinator that owns the observed navigation controllers."],
                    modifiers: ["weak"],
                    name: "coordinator",
                    type: "(\(coordinatorType))?"
                )),
            .property(
                PropertyDeclaration(
                    documentation: [
                        "Called after an observed navigation controller shows a screen, for code of your own."
                    ],
                    name: "didShowViewController",
                    type: "((UINavigationController, UIViewController, Bool) -> Void)?"
                )),
            .function(
                FunctionDeclaration(
                    name: "navigationController",
                    parameters: [
                        FunctionParameter(label: "_", name: "navigationController", type: "UINavigationController"),
                        FunctionParameter(label: "didShow", name: "viewController", type: "UIViewController"),
                        FunctionParameter(name: "animated", type: "Bool"),
                    ],
                    body: [
                        .line("coordinator?.\(Names.removeFinishedChildren)(on: navigationController)"),
                        .line("didShowViewController?(navigationController, viewController, animated)"),
                    ]
                )),
            .function(
                FunctionDeclaration(
                    name: "presentationControllerDidDismiss",
                    parameters: [
                        FunctionParameter(label: "_", name: "presentationController", type: "UIPresentationController")
                    ],
                    body: [
                        .line("let dismissed = presentationController.presentedViewController"),
                        .block(
                            opener:
                                "guard let coordinator, let dismissed = dismissed as? UINavigationController else {",
                            body: [.line("return")]),
                        .conditional(
                            [
                                ConditionalBranch(
                                    "dismissed === coordinator.\(Names.navigationController)",
                                    [
                                        .line(
                                            "coordinator.\(Names.parentCoordinator)?.\(Names.childDidFinish)(coordinator)"
                                        )
                                    ])
                            ],
                            otherwise: [.line("coordinator.\(Names.removeChildren)(runningOn: dismissed)")]
                        ),
                    ]
                )),
        ]
    )
}
