import Testing

extension TranslationTests {
    /// Child flows' follow-ups and results, stack edits, alerts, share sheets and popovers.
    static let flowCases: [Case] = [
        Case(
            name: "entry readers take the API's access level, and read the payload only where a route takes values "
                + "or a notification's fields",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Item" } ] },
                { "name": "Item", "inputs": [ { "name": "id", "type": "Int" } ] }
                """,
                topLevel: #"""
                     "access": "public", "routes": [
                      { "name": "home", "screen": "Home", "patterns": [ "app://home" ],
                        "entries": { "quickAction": "app.home" } },
                      { "name": "item", "screen": "Item", "patterns": [ "app://item/{id: Int}" ],
                        "entries": { "notification": { "kind": "item" }, "keys": { "id": "item_id" } } } ],
                    """#),
            declarations: [
                Declaration(
                    file: "AppRoute.swift",
                    text: #"""
                            public init?(quickAction type: String, payload: [AnyHashable: Any]) {
                                if type == "app.home" {
                                    self = .home
                                } else {
                                    return nil
                                }
                            }
                        """#),
                Declaration(
                    file: "AppRoute.swift",
                    text: #"""
                            public init?(notification payload: [AnyHashable: Any]) {
                                let incoming = RoutePayload(payload)
                                if incoming.holds("kind", "item"), let id = incoming.value("item_id", RoutePayload.int) {
                                    self = .item(id: id)
                                } else {
                                    return nil
                                }
                            }
                        """#),
                Declaration(
                    file: "AppRoute.swift",
                    text: #"""
                            public init?(activityType type: String, payload: [AnyHashable: Any]) {
                                return nil
                            }
                        """#),
            ]),
        Case(
            name: "a finish's then: the finishing flow keeps the choice, and the starting flow calls its own method",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "openMenu", "startChild": "Menu", "modal": true },
                  { "name": "search", "parameters": [ { "label": "for", "name": "text", "type": "String" } ], "push": "Home" } ] },
                { "name": "Menu", "actions": [ { "name": "find", "parameters": [ { "name": "text", "type": "String" } ],
                  "finish": true, "then": "search" } ] }
                """, coordinators: #", { "name": "Menu", "start": "Menu" }"#),
            declarations: [
                Declaration(
                    file: "MenuCoordinator.swift",
                    text: #"""
                        enum MenuFollowUp: Sendable {
                            case search(text: String)
                        }
                        """#),
                Declaration(
                    file: "MenuCoordinator.swift",
                    text: #"""
                            func find(text: String) {
                                finish(then: .search(text: text), animated: true)
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func openMenu() {
                                let screen = shownScreen { $0 is HomeViewControllerBase } as? HomeViewControllerBase
                                let child = MenuCoordinator(
                                    navigationController: FlowNavigationController(presentedFrom: topNavigationController)
                                )
                                child.onFollowUp = { [weak self, weak screen] followUp in
                                    // Not when the screen that asked has gone meanwhile, or this flow, with what it showed.
                                    guard let self, screen != nil, self.isShowingScreens else { return }
                                    switch followUp {
                                    case .search(let text):
                                        self.search(for: text)
                                    }
                                }
                                startChild(child)
                            }
                        """#),
            ]),
        Case(
            name:
                "a push that takes screens off keeps the flow's own part of the stack, and its first screen, above its children",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "next", "push": "List", "removing": [ "Home" ] } ] },
                { "name": "List" }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func next() {
                                let viewController = makeListViewController()
                                let stack = topNavigationController
                                let root = rootViewController
                                // Only this flow's screens go, never those below its first screen, of the flow that started it.
                                let start = stack === navigationController ? stack.viewControllers.firstIndex { $0 === root } ?? 0 : 0
                                var kept = stack.viewControllers.enumerated().compactMap { index, screen in
                                    let removed = screen is HomeViewControllerBase
                                    return index < start || !removed ? screen : nil
                                }
                                if stack === navigationController, let root, !kept.contains(where: { $0 === root }) {
                                    // Its own screens end where those of the flows it pushed begin.
                                    let ownScreens = stack.viewControllers[start...].prefix { screen in
                                        !childCoordinators.contains { $0.rootViewController === screen }
                                    }
                                    let first = ownScreens.first { screen in kept.contains { $0 === screen } }
                                    rootViewController = first ?? viewController
                                    // With none of them left, the flows it pushed end too: its first screen cannot be above theirs.
                                    if first == nil {
                                        kept = Array(stack.viewControllers[..<start])
                                    }
                                }
                                stack.setViewControllers(kept + [viewController], animated: true)
                                // UIKit changes `viewControllers` at once when it accepts the change.
                                if stack.viewControllers.last !== viewController {
                                    rootViewController = root
                                }
                            }
                        """#)
            ]),
        Case(
            name:
                "two screens of one flow that start a flow with a result each hear it: one method each, finding its screen",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "choose", "startChild": "Pick" }, { "name": "shelf", "push": "Shelf" } ] },
                { "name": "Shelf", "actions": [ { "name": "choose", "startChild": "Pick" } ] },
                { "name": "Picker", "actions": [ { "name": "close", "finish": "done" } ] }
                """,
                coordinators: #", { "name": "Pick", "start": "Picker", "#
                    + #""result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func homeChoose(then handler: @escaping (PickResult) -> Void) {
                                let screen = shownScreen { $0 is HomeViewControllerBase } as? HomeViewControllerBase
                                let child = PickCoordinator(navigationController: topNavigationController)
                                child.onResult = { [weak screen] result in
                                    screen?.didReceive(result)
                                    handler(result)
                                }
                                startChild(child)
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func shelfChoose(then handler: @escaping (PickResult) -> Void) {
                                let screen = shownScreen { $0 is ShelfViewControllerBase } as? ShelfViewControllerBase
                                let child = PickCoordinator(navigationController: topNavigationController)
                                child.onResult = { [weak screen] result in
                                    screen?.didReceive(result)
                                    handler(result)
                                }
                                startChild(child)
                            }
                        """#),
            ]),
        Case(
            name:
                "setStack makes every screen in one declaration, keeps what is below the flow, and makes the first its first",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "resume", "parameters": [ { "name": "viewControllers", "type": "Int" } ],
                  "setStack": [ "List", "Item" ], "pass": { "itemID": "viewControllers" } } ] },
                { "name": "List" }, { "name": "Item", "inputs": [ { "name": "itemID", "type": "Int" } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func resume(viewControllers: Int) {
                                let viewControllers: [UIViewController] = [
                                    makeListViewController(),
                                    makeItemViewController(itemID: viewControllers),
                                ]
                                let stack = topNavigationController
                                let root = rootViewController
                                // Only this flow's screens go, never those below its first screen, of the flow that started it.
                                let start = stack === navigationController ? stack.viewControllers.firstIndex { $0 === root } ?? 0 : 0
                                if stack === navigationController {
                                    rootViewController = viewControllers.first
                                }
                                stack.setViewControllers(Array(stack.viewControllers[..<start]) + viewControllers, animated: true)
                                // UIKit changes `viewControllers` at once when it accepts the change.
                                if stack.viewControllers.last !== viewControllers.last {
                                    rootViewController = root
                                }
                            }
                        """#)
            ]),
        Case(
            name:
                "an alert reads its text fields when tapped and runs the chosen action once it has gone; cancel runs nothing",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "rename", "alert": { "title": "Rename \\"it\\"", "textFields": [ { "name": "name", "secure": true } ],
                    "choices": [ { "title": "OK", "runs": "save" }, { "title": "Cancel", "style": "cancel" } ] } },
                  { "name": "save", "parameters": [ { "name": "name", "type": "String" } ], "popToRoot": true } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func rename() {
                                let viewController = UIAlertController(title: "Rename \"it\"", message: nil, preferredStyle: .alert)
                                viewController.addTextField { field in
                                    field.isSecureTextEntry = true
                                }
                                viewController.addAction(
                                    UIAlertAction(title: "OK", style: .default) { [weak self, weak viewController] _ in
                                        let name = viewController?.textFields?[0].text ?? ""
                                        self?.runOnceGone(viewController) { [weak self] in
                                            self?.save(name: name)
                                        }
                                    })
                                viewController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                                presentAlert(viewController)
                            }
                        """#),
                Declaration(
                    file: "Coordinator+Presenting.swift",
                    text: #"""
                            func presentAlert(_ alert: UIAlertController, animated: Bool = true) {
                                topNavigationController.present(alert, animated: animated)
                            }
                        """#),
            ]),
        Case(
            name: "a share sheet and a popover take the sender last and point at it",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "share", "parameters": [ { "name": "text", "type": "String" } ],
                    "share": { "items": [ "text" ], "runs": "shared" } },
                  { "name": "shared", "parameters": [ { "name": "activity", "type": "String?" } ], "popToRoot": true },
                  { "name": "filter", "present": "Filter", "modalPresentationStyle": "popover", "animated": false } ] },
                { "name": "Filter" }
                """, topLevel: #" "deploymentTarget": "16.0","#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func share(text: String, from sender: any UIPopoverPresentationControllerSourceItem) {
                                let viewController = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                                presentShareSheet(viewController, from: sender) { [weak self] completed, activity in
                                    self?.shared(activity: activity)
                                }
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func filter(from sender: any UIPopoverPresentationControllerSourceItem) {
                                let viewController = makeFilterViewController()
                                presentInNavigationController(viewController, animated: false) { stack in
                                    stack.modalPresentationStyle = .popover
                                    stack.popoverPresentationController?.sourceItem = sender
                                }
                            }
                        """#),
            ]),
        Case(
            name: "below iOS 16, a share sheet, a popover and an action sheet take the runtime's PopoverSource and "
                + "point through it",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "share", "parameters": [ { "name": "text", "type": "String" } ],
                    "share": { "items": [ "text" ] } },
                  { "name": "filter", "present": "Filter", "modalPresentationStyle": "popover", "animated": false },
                  { "name": "sort", "alert": { "style": "actionSheet",
                    "choices": [ { "title": "Cancel", "style": "cancel" } ] } } ] },
                { "name": "Filter" }
                """, topLevel: #" "deploymentTarget": "15.0","#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func share(text: String, from sender: any PopoverSource) {
                                let viewController = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                                presentShareSheet(viewController, from: sender) { _, _ in }
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func filter(from sender: any PopoverSource) {
                                let viewController = makeFilterViewController()
                                presentInNavigationController(viewController, animated: false) { stack in
                                    stack.modalPresentationStyle = .popover
                                    pointPopover(stack.popoverPresentationController, at: sender)
                                }
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func sort(from sender: any PopoverSource) {
                                let viewController = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                                viewController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                                pointPopover(viewController.popoverPresentationController, at: sender)
                                presentAlert(viewController)
                            }
                        """#),
                Declaration(file: "Coordinator+PopoverSources.swift", text: "protocol PopoverSource: AnyObject {}"),
                Declaration(file: "Coordinator+PopoverSources.swift", text: "extension UIView: PopoverSource {}"),
                Declaration(
                    file: "Coordinator+PopoverSources.swift", text: "extension UIBarButtonItem: PopoverSource {}"),
            ]),
        Case(
            name: "a popover with a compact style gets the delegate of that style, which tells its flow of a dismissal",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "filter", "present": "Filter", "modalPresentationStyle": "popover",
                    "compactStyle": "overFullScreen", "modalInPresentation": true } ] },
                { "name": "Filter" }
                """, topLevel: #" "deploymentTarget": "16.0","#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func filter(from sender: any UIPopoverPresentationControllerSourceItem) {
                                let viewController = makeFilterViewController()
                                presentInNavigationController(viewController, compactStyle: .overFullScreen) { stack in
                                    stack.modalPresentationStyle = .popover
                                    stack.popoverPresentationController?.sourceItem = sender
                                    stack.isModalInPresentation = true
                                }
                            }
                        """#),
                Declaration(
                    file: "Coordinator+Adaptive.swift",
                    text: #"""
                            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                                (presentationController.presentedViewController as? FlowNavigationController)?.flow?.endFlowsThatLeft()
                            }
                        """#),
            ]),
        Case(
            name: "a modal flow in a popover with a compact style starts through the runtime that presents it with it",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "pick", "startChild": "Picker", "modal": true, "modalPresentationStyle": "popover",
                    "compactStyle": "popover", "animated": false } ] },
                { "name": "Pick" }
                """,
                coordinators: #", { "name": "Picker", "start": "Pick" }"#,
                topLevel: #" "deploymentTarget": "16.0","#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func pick(from sender: any UIPopoverPresentationControllerSourceItem) {
                                let stack = FlowNavigationController(presentedFrom: topNavigationController)
                                stack.modalPresentationStyle = .popover
                                stack.popoverPresentationController?.sourceItem = sender
                                let child = PickerCoordinator(navigationController: stack)
                                startChild(child, animated: false, compactStyle: .popover)
                            }
                        """#)
            ]),
        Case(
            name: "a screen presented without a navigation controller keeps its own transitioning delegate",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "zoom", "present": "Zoom", "wrap": false, "modalPresentationStyle": "custom" } ] },
                { "name": "Zoom", "actions": [ { "name": "close", "dismiss": true, "animated": false } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func zoom() {
                                let viewController = makeZoomViewController()
                                viewController.modalPresentationStyle = .custom
                                viewController.presentingFlow = self
                                topNavigationController.present(viewController, animated: true)
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func close() {
                                dismissPresentedScreen(where: { $0 is ZoomViewControllerBase }, animated: false)
                            }
                        """#),
            ]),
        Case(
            name: "the camera without animation hands its photo and the action's values to the action it runs",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "scan", "parameters": [ { "name": "page", "type": "Int" } ], "animated": false,
                    "camera": { "runs": "scanned" } },
                  { "name": "scanned", "parameters": [ { "name": "page", "type": "Int" }, { "name": "image", "type": "UIImage?" } ],
                    "popToRoot": true } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func scan(page: Int) {
                                presentCamera(animated: false) { [weak self] image in
                                    self?.scanned(page: page, image: image)
                                }
                            }
                        """#),
                Declaration(
                    file: "Coordinator+Camera.swift",
                    text: #"""
                            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                                leave(picker, with: nil)
                            }
                        """#),
            ]),
        Case(
            name: "an export of a list without animation hands where the files went and the action's values on",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "save", "parameters": [ { "name": "files", "type": "[URL]" }, { "name": "page", "type": "Int" } ],
                    "animated": false, "exportFiles": { "files": "files", "runs": "saved" } },
                  { "name": "saved", "parameters": [ { "name": "page", "type": "Int" }, { "name": "urls", "type": "[URL]" } ],
                    "popToRoot": true } ] }
                """, topLevel: #" "deploymentTarget": "14.0","#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func save(files: [URL], page: Int) {
                                presentFileExport(files, animated: false) { [weak self] urls in
                                    self?.saved(page: page, urls: urls)
                                }
                            }
                        """#),
                Declaration(
                    file: "Coordinator+FileExport.swift",
                    text: #"""
                            private func leave(with urls: [URL]) {
                                guard let whenDone else { return }
                                self.whenDone = nil
                                if !isBeingDismissed, let presenting = presentingViewController,
                                    presenting.presentedViewController === self
                                {
                                    presenting.dismiss(animated: animated)
                                }
                                whenDone(self, urls)
                            }
                        """#),
            ]),
        Case(
            name: "a route that two shortest ways reach takes the one its via names, and reads its values",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Item" },
                  { "name": "openAgain", "parameters": [ { "name": "id", "type": "Int" }, { "name": "ref", "type": "String?" } ],
                    "push": "Item" } ] },
                { "name": "Item", "inputs": [ { "name": "id", "type": "Int" }, { "name": "ref", "type": "String?", "default": "nil" } ] }
                """,
                topLevel: #"""
                     "routes": [ { "name": "item", "screen": "Item", "via": [ "Home.openAgain" ],
                      "patterns": [ "shop://item/{id: Int}?ref={ref: String?}" ] } ],
                    """#),
            declarations: [
                Declaration(
                    file: "AppRoute.swift",
                    text: #"""
                            /// Shows Item, by flow 'Main' → Home.openAgain → Item.
                            ///
                            /// - `shop://item/{id: Int}?ref={ref: String?}`
                            case item(id: Int, ref: String?)
                        """#)
            ]),
        Case(
            name: "a route into a screen embedded twice takes the embed its via names",
            manifest: manifest(
                """
                { "name": "Home", "embeds": [ { "screen": "Badge", "name": "publicBadge" },
                  { "screen": "Badge", "name": "privateBadge" } ] },
                { "name": "Badge" }
                """,
                topLevel: #"""
                     "routes": [ { "name": "badge", "screen": "Badge", "via": [ "Home.privateBadge" ],
                      "patterns": [ "shop://badge" ] } ],
                    """#),
            declarations: [
                Declaration(
                    file: "AppRoute.swift",
                    text: #"""
                            /// Shows Badge, by flow 'Main' → Home.privateBadge → Badge.
                            ///
                            /// - `shop://badge`
                            case badge
                        """#)
            ]),
    ]
}
