import Generator
import TestSupport
import Testing

/// Layer 2: a small manifest in, the exact code it must produce out.
@Suite("Translation")
struct TranslationTests {
    /// A root app: `Main` starts at `Home`; `screens` adds to Home.
    private func generate(
        _ screens: String, coordinators: String = "", style: String = "protocols",
        viewControllers: String = "code", app: String = #"{ "root": "Main" }"#, topLevel: String = ""
    )
        -> [String: String]
    {
        let manifest = """
            { "version": 1,\(topLevel) "style": "\(style)", "viewControllers": "\(viewControllers)", "app": \(app),
              "coordinators": [ { "name": "Main", "start": "Home" }\(coordinators) ],
              "screens": [ \(screens) ] }
            """
        let result = CoordinatorGenerator.generate(manifest: Array(manifest.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
    }

    @Test("push fills inputs from a parameter and a default")
    func push() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "label": "_", "name": "id", "type": "Int" } ],
              "push": "Detail" } ] },
            { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" }, { "name": "mode", "type": "String", "default": "\\"view\\"" } ] }
            """)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                    func open(_ id: Int) {
                        let viewController = makeDetailViewController(id: id, mode: "view")
                        topNavigationController.pushViewController(viewController, animated: true)
                    }
                """) == true)
        #expect(
            files["DetailViewControllerBase.swift"]?.contains(
                """
                    init(id: Int, mode: String) {
                        self.id = id
                        self.mode = mode
                        super.init(nibName: nil, bundle: nil)
                    }
                """) == true)
    }

    @Test(
        "each navigation has its one-line body",
        arguments: [
            (#""present": "Home""#, "presentInNavigationController(viewController)"),
            (#""pop": true"#, "topNavigationController.popViewController(animated: true)"),
            (#""popToRoot": true"#, "popToFirstScreen()"),
            // `dismiss` needs something presented: Home also presents itself.
            (#""dismiss": true }, { "name": "show", "present": "Home""#, "dismissTopStack()"),
        ])
    func navigationBodies(navigation: String, body: String) {
        let files = generate(#"{ "name": "Home", "actions": [ { "name": "go", \#(navigation) } ] }"#)
        #expect(files["MainCoordinator.swift"]?.contains(body) == true)
    }

    @Test("detents are set behind #available below iOS 15, and plainly from a deploymentTarget of 15.0")
    func detentsFollowTheDeploymentTarget() {
        let screens = #"""
            { "name": "Home", "actions": [ { "name": "more", "present": "Detail", "detents": ["medium"] } ] },
            { "name": "Detail" }
            """#
        let setDetents = "stack.sheetPresentationController?.detents = [.medium()]"
        let byDefault = generate(screens)["MainCoordinator.swift"] ?? ""
        #expect(
            byDefault.contains(
                """
                            if #available(iOS 15.0, *) {
                                \(setDetents)
                            }
                """), "\(byDefault)")
        let from15 = generate(screens, topLevel: #" "deploymentTarget": "15.0","#)["MainCoordinator.swift"] ?? ""
        #expect(from15.contains(setDetents), "\(from15)")
        #expect(!from15.contains("#available"), "\(from15)")
    }

    @Test("startChild passes inputs to the child's initializer; a modal child gets a stack to present; finish ends it")
    func children() {
        let files = generate(
            """
            { "name": "Home", "actions": [
                { "name": "buy", "parameters": [ { "name": "product", "type": "Int" } ], "startChild": "Buy", "modal": true } ] },
            { "name": "Buy", "inputs": [ { "name": "product", "type": "Int" } ], "actions": [ { "name": "done", "finish": true } ] }
            """, coordinators: #", { "name": "Buy", "start": "Buy" }"#)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                        let child = BuyCoordinator(
                            navigationController: FlowNavigationController(presentedFrom: topNavigationController),
                            product: product
                        )
                        startChild(child)
                """) == true)
        #expect(
            files["BuyCoordinator.swift"]?.contains(
                "init(navigationController: UINavigationController, product: Int) {") == true)
        #expect(files["BuyCoordinator.swift"]?.contains("    func done() {\n        finish()\n    }") == true)
    }

    @Test("closures style wires each closure with [weak self] and the action's labels")
    func closures() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "pick", "parameters": [ { "label": "_", "name": "index", "type": "Int" },
              { "label": "animated", "name": "isAnimated", "type": "Bool" } ], "pop": true } ] }
            """, style: "closures")
        #expect(files["HomeViewControllerBase.swift"]?.contains("    var pickAction: ((Int, Bool) -> Void)?") == true)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                        viewController.pickAction = { [weak self] index, isAnimated in
                            self?.pick(index, animated: isAnimated)
                        }
                """) == true)
    }

    @Test("events style: one enum case per action, labelled like the action, and a dispatching switch")
    func events() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "pick", "parameters": [ { "label": "_", "name": "index", "type": "Int" },
              { "label": "animated", "name": "isAnimated", "type": "Bool" } ], "pop": true }, { "name": "close", "pop": true } ] }
            """, style: "events")
        let base = files["HomeViewControllerBase.swift"] ?? ""
        #expect(base.contains("    case pick(Int, animated: Bool)"))
        #expect(
            base.contains("protocol HomeEventHandling: AnyObject {\n    func eventOccurred(with event: HomeEvent)\n}"))
        #expect(base.contains("    weak var coordinator: (any HomeEventHandling)?"))
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                        switch event {
                        case .pick(let index, let isAnimated):
                            pick(index, animated: isAnimated)
                        case .close:
                            close()
                        }
                """) == true)
    }

    @Test("protocols style: actions group by protocol, and the screen's coordinator is their composition")
    func protocols() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "a", "protocol": "Navigating", "pop": true },
              { "name": "b", "protocol": "Navigating", "popToRoot": true }, { "name": "c", "pop": true } ] },
            { "name": "Other", "actions": [ { "name": "a", "protocol": "Navigating", "pop": true } ] }
            """)
        let protocols = files["ActionProtocols.swift"] ?? ""
        #expect(protocols.contains("protocol Navigating: AnyObject {"))
        #expect(protocols.components(separatedBy: "func a()").count == 2, "the identical action is required once")
        #expect(protocols.contains("protocol HomeCoordinating: AnyObject {"))
        #expect(
            files["HomeViewControllerBase.swift"]?.contains(
                "weak var coordinator: (any Navigating & HomeCoordinating)?") == true)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                "final class MainCoordinator: Coordinator, Navigating, HomeCoordinating {") == true)
    }

    @Test("storyboard screens are instantiated, with their inputs through the coder initializer")
    func storyboards() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Detail" } ] },
            { "name": "Detail", "storyboard": { "name": "Details", "identifier": "DetailScene" },
              "inputs": [ { "name": "id", "type": "Int" } ] }
            """, viewControllers: "storyboard")
        let coordinator = files["MainCoordinator.swift"] ?? ""
        #expect(coordinator.contains("let viewController = HomeViewController.instantiate()"))
        #expect(
            coordinator.contains(
                """
                        let viewController = DetailViewController.instantiate { coder in
                            DetailViewController(coder: coder, id: id)
                        }
                """))
        let base = files["DetailViewControllerBase.swift"] ?? ""
        #expect(base.contains("    init?(coder: NSCoder, id: Int) {"))
        #expect(
            base.contains("extension DetailViewController: Storyboarded {\n    static let storyboardName = \"Details\"")
        )
        #expect(files["Storyboarded.swift"] != nil)
    }

    @Test("tabs: one coordinator per tab in order, with system, image and title-only items")
    func tabs() {
        let manifest = """
            { "version": 1, "app": { "tabs": ["Main", "Second", "Third"], "tabBarController": "Tabs" },
              "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "Home", "image": "house" } },
                { "name": "Second", "start": "B", "tab": { "title": "Bee", "systemItem": "search" } },
                { "name": "Third", "start": "C", "tab": { "title": "Sea" } } ],
              "screens": [ { "name": "Home" }, { "name": "B" }, { "name": "C" } ] }
            """
        let result = CoordinatorGenerator.generate(manifest: Array(manifest.utf8))
        let tabs = result.files.first { $0.name == "Tabs.swift" }?.contents ?? ""
        #expect(tabs.contains("final class Tabs: UITabBarController {"))
        #expect(
            tabs.contains(
                """
                        mainCoordinator.navigationController.tabBarItem = UITabBarItem(
                            title: "Home",
                            image: UIImage(systemName: "house"),
                            tag: 0
                        )
                        secondCoordinator.navigationController.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
                        thirdCoordinator.navigationController.tabBarItem = UITabBarItem(title: "Sea", image: nil, tag: 2)
                """))
    }

    @Test("a closure input is @escaping where it is passed, and stored without it")
    func functionInputs() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "done", "type": "() -> Void" } ],
              "push": "Detail" } ] },
            { "name": "Detail", "inputs": [ { "name": "done", "type": "() -> Void" } ] }
            """)
        #expect(files["MainCoordinator.swift"]?.contains("func open(done: @escaping () -> Void) {") == true)
        #expect(files["DetailViewControllerBase.swift"]?.contains("    let done: () -> Void\n") == true)
        #expect(files["DetailViewControllerBase.swift"]?.contains("init(done: @escaping () -> Void) {") == true)
    }

    @Test("custom actions are required, never implemented")
    func custom() {
        let files = generate(
            #"{ "name": "Home", "style": "closures", "actions": [ { "name": "help", "custom": true } ] }"#)
        let coordinator = files["MainCoordinator.swift"] ?? ""
        #expect(coordinator.contains("protocol MainCoordinatorCustomActions: AnyObject {"))
        #expect(coordinator.contains("final class MainCoordinator: Coordinator, MainCoordinatorCustomActions {"))
        #expect(!coordinator.contains("func help() {"))
        #expect(coordinator.contains("self?.help()"))
    }

    @Test("pass reads the screen's own input from the screen that asked, and passes values as written")
    func passFromOwnInputsAndValues() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "url", "type": "URL" } ],
              "push": "Article" } ] },
            { "name": "Article", "inputs": [ { "name": "url", "type": "URL" } ], "actions": [
              { "name": "comments", "push": "Comments",
                "pass": { "articleURL": { "input": "url" }, "order": { "value": "\\"newest\\"" } } },
              { "name": "share", "startChild": "Share", "pass": { "link": { "input": "url" } } } ] },
            { "name": "Comments", "inputs": [ { "name": "articleURL", "type": "URL" }, { "name": "order", "type": "String" } ] },
            { "name": "Sheet", "inputs": [ { "name": "link", "type": "URL" } ], "actions": [ { "name": "close", "finish": "done" } ] }
            """,
            coordinators:
                #", { "name": "Share", "start": "Sheet", "result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }"#
        )
        let coordinator = files["MainCoordinator.swift"] ?? ""
        let lookup =
            "guard let shown = shownScreen(where: { $0 is ArticleViewControllerBase }) as? ArticleViewControllerBase else {"
        #expect(
            coordinator.contains(
                """
                    func comments() {
                        \(lookup)
                            return
                        }
                        let viewController = makeCommentsViewController(articleURL: shown.url, order: "newest")
                """), "\(coordinator)")
        // A flow with a result that cannot start hands over its whenLeft case, so an awaiting caller resumes.
        #expect(
            coordinator.contains(
                """
                        \(lookup)
                            handler(.done)
                            return
                        }
                        let screen = shown
                """), "\(coordinator)")
        #expect(coordinator.contains("link: shown.url"), "\(coordinator)")
    }

    @Test("two screens' actions that read their own inputs alike are kept apart: each finds its own screen")
    func ownInputsKeepActionsApart() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "article", "push": "Article" }, { "name": "video", "push": "Video" } ] },
            { "name": "Article", "inputs": [ { "name": "url", "type": "URL", "default": "URL(filePath: \\"/\\")" } ],
              "actions": [ { "name": "share", "push": "Sheet", "pass": { "link": { "input": "url" } } } ] },
            { "name": "Video", "inputs": [ { "name": "url", "type": "URL", "default": "URL(filePath: \\"/\\")" } ],
              "actions": [ { "name": "share", "push": "Sheet", "pass": { "link": { "input": "url" } } } ] },
            { "name": "Sheet", "inputs": [ { "name": "link", "type": "URL" } ] }
            """)
        let coordinator = files["MainCoordinator.swift"] ?? ""
        #expect(coordinator.contains("func articleShare() {\n"), "\(coordinator)")
        #expect(coordinator.contains("func videoShare() {\n"), "\(coordinator)")
        #expect(coordinator.contains("$0 is VideoViewControllerBase"), "\(coordinator)")
    }

    @Test("an embed's pass gives values, so one container embeds a screen twice with different ones")
    func embedPassesValues() {
        let files = generate(
            """
            { "name": "Home", "embeds": [
              { "screen": "Badge", "name": "publicBadge", "pass": { "isPrivate": { "value": "false" } } },
              { "screen": "Badge", "name": "privateBadge", "pass": { "isPrivate": { "value": "true" } } } ] },
            { "name": "Badge", "inputs": [ { "name": "isPrivate", "type": "Bool" } ] }
            """)
        let home = files["HomeViewControllerBase.swift"] ?? ""
        #expect(home.contains("BadgeViewController(isPrivate: false)"), "\(home)")
        #expect(home.contains("BadgeViewController(isPrivate: true)"), "\(home)")
    }

    @Test("a tab bar in app.tabBars takes its class name from tabBarController, as app.tabs does")
    func tabBarControllerOfATopLevelFlow() throws {
        let fixture = String(decoding: Fixture.named("auth").manifest, as: UTF8.self)
        let named = fixture.replacingOccurrences(
            of: #"{ "name": "Main", "tabs": ["Feed", "Settings"] }"#,
            with: #"{ "name": "Main", "tabs": ["Feed", "Settings"], "tabBarController": "HomeTabs" }"#)
        try #require(named != fixture, "the auth fixture's tab bar is not written as this test expects")
        let result = CoordinatorGenerator.generate(manifest: Array(named.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        #expect(files["HomeTabs.swift"]?.contains("final class HomeTabs: UITabBarController {") == true)
        #expect(files["MainTabBarController.swift"] == nil)
        #expect(files["AppCoordinator.swift"]?.contains("HomeTabs(") == true, "the app coordinator shows HomeTabs")
    }

    @Test("a weak input is a weak var of the screen and of the flow it starts, passed as any other input")
    func weakInputs() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "scan",
              "parameters": [ { "name": "delegate", "type": "(any ScannerDelegate)?" } ], "startChild": "Scanner" } ] },
            { "name": "Scan", "inputs": [ { "name": "delegate", "type": "(any ScannerDelegate)?", "weak": true } ] }
            """, coordinators: #", { "name": "Scanner", "start": "Scan" }"#)
        #expect(
            files["ScanViewControllerBase.swift"]?.contains("    weak var delegate: (any ScannerDelegate)?\n") == true)
        #expect(files["ScannerCoordinator.swift"]?.contains("    weak var delegate: (any ScannerDelegate)?\n") == true)
        #expect(files["ScanViewControllerBase.swift"]?.contains("self.delegate = delegate") == true)
    }

    /// Article's `done` pops and Filters' `done` dismisses: one coordinator shows both, so each is its screen's.
    private static let sharedDone = """
        { "name": "Home", "actions": [ { "name": "showArticle", "push": "Article" },
          { "name": "showFilters", "present": "Filters" }, { "name": "done", "push": "Article" } ] },
        { "name": "Article", "actions": [ { "name": "done", "push": "Article" }, { "name": "next", "pop": true } ] },
        { "name": "Filters", "actions": [ { "name": "done", "dismiss": true } ] }
        """

    @Test(
        "actions of one name and different effects are scoped to their screens in the coordinator",
        arguments: [
            (
                "protocols", "ActionProtocols.swift",
                """
                protocol ArticleCoordinating: AnyObject {
                    /// On Article, `articleDone()` pushes Article.
                    func articleDone()

                    /// On Article, `next()` goes back one screen.
                    func next()
                }
                """
            ),
            (
                "closures", "MainCoordinator.swift",
                """
                        viewController.doneAction = { [weak self] in
                            self?.filtersDone()
                        }
                """
            ),
            (
                "events", "MainCoordinator.swift",
                """
                        switch event {
                        case .done:
                            filtersDone()
                        }
                """
            ),
        ])
    func scopedActions(style: String, file: String, expected: String) {
        let files = generate(Self.sharedDone, style: style)
        let coordinator = files["MainCoordinator.swift"] ?? ""
        // Home's `done` and Article's push Article alike, but Filters' differs: all three are kept apart.
        for method in ["homeDone", "articleDone", "filtersDone"] {
            #expect(coordinator.contains("    func \(method)() {\n"), "\(style): no \(method)() in \(coordinator)")
        }
        #expect(!coordinator.contains("func done("), "\(style): an unscoped done() is left")
        // `next` has no other effect anywhere: it keeps its name.
        #expect(coordinator.contains("    func next() {\n"))
        #expect(files[file]?.contains(expected) == true, "\(style): \(files[file] ?? "no \(file)")")
    }

    @Test("actions of one name in different coordinators, or with the same effect, keep their name")
    func unscopedActions() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "showArticle", "push": "Article" },
              { "name": "startSettings", "startChild": "Settings" } ] },
            { "name": "Article", "actions": [ { "name": "done", "pop": true }, { "name": "more", "push": "Comments" } ] },
            { "name": "Comments", "actions": [ { "name": "done", "pop": true } ] },
            { "name": "Options", "actions": [ { "name": "done", "finish": true } ] }
            """, coordinators: #", { "name": "Settings", "start": "Options" }"#)
        #expect(files["MainCoordinator.swift"]?.contains("    func done() {\n") == true)
        #expect(files["SettingsCoordinator.swift"]?.contains("    func done() {\n") == true)
    }

    @Test("a finish's then: the finishing flow keeps the choice, and the starting flow calls its own method")
    func followUp() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "openMenu", "startChild": "Menu", "modal": true },
              { "name": "search", "parameters": [ { "label": "for", "name": "text", "type": "String" } ], "push": "Home" } ] },
            { "name": "Menu", "actions": [ { "name": "find", "parameters": [ { "name": "text", "type": "String" } ],
              "finish": true, "then": "search" } ] }
            """, coordinators: #", { "name": "Menu", "start": "Menu" }"#)
        let menu = files["MenuCoordinator.swift"] ?? ""
        #expect(
            menu.contains(
                """
                enum MenuFollowUp: Sendable {
                    case search(text: String)
                }
                """), "\(menu)")
        #expect(
            menu.contains(
                """
                    func find(text: String) {
                        finish(then: .search(text: text), animated: true)
                    }
                """), "\(menu)")
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                        child.onFollowUp = { [weak self, weak screen] followUp in
                            // Not when the screen that asked has gone meanwhile, or this flow, with what it showed.
                            guard let self, screen != nil, self.isShowingScreens else { return }
                            switch followUp {
                            case .search(let text):
                                self.search(for: text)
                            }
                        }
                        startChild(child)
                """) == true, "\(files["MainCoordinator.swift"] ?? "")")
    }

    @Test("a push that takes screens off keeps the flow's own part of the stack, and its first screen")
    func pushRemoving() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "next", "push": "List", "removing": [ "Home" ] } ] },
            { "name": "List" }
            """)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                        let viewController = makeListViewController()
                        let stack = topNavigationController
                        let root = rootViewController
                        // Only this flow's screens go, never those below its first screen, of the flow that started it.
                        let start = stack === navigationController ? stack.viewControllers.firstIndex { $0 === root } ?? 0 : 0
                        let kept = stack.viewControllers.enumerated().compactMap { index, screen in
                            let removed = screen is HomeViewControllerBase
                            return index < start || !removed ? screen : nil
                        }
                        if stack === navigationController, let root, !kept.contains(where: { $0 === root }) {
                            let first = stack.viewControllers[start...].first { screen in kept.contains { $0 === screen } }
                            rootViewController = first ?? viewController
                        }
                        stack.setViewControllers(kept + [viewController], animated: true)
                        // UIKit changes `viewControllers` at once when it accepts the change.
                        if stack.viewControllers.last !== viewController {
                            rootViewController = root
                        }
                """) == true, "\(files["MainCoordinator.swift"] ?? "")")
    }

    @Test("two screens of one flow that start a flow with a result each hear it: one method each, finding its screen")
    func resultStartingActionsPerScreen() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "choose", "startChild": "Pick" }, { "name": "shelf", "push": "Shelf" } ] },
            { "name": "Shelf", "actions": [ { "name": "choose", "startChild": "Pick" } ] },
            { "name": "Picker", "actions": [ { "name": "close", "finish": "done" } ] }
            """,
            coordinators: #", { "name": "Pick", "start": "Picker", "#
                + #""result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }"#)
        let main = files["MainCoordinator.swift"] ?? ""
        for screen in ["Home", "Shelf"] {
            let method = screen.lowercased() + "Choose"
            #expect(
                main.contains(
                    """
                        private func \(method)(then handler: @escaping (PickResult) -> Void) {
                            let screen = shownScreen { $0 is \(screen)ViewControllerBase } as? \(screen)ViewControllerBase
                    """), "\(main)")
        }
    }

    @Test("setStack makes every screen in one declaration, keeps what is below the flow, and makes the first its first")
    func setStack() {
        let files = generate(
            """
            { "name": "Home", "actions": [ { "name": "resume", "parameters": [ { "name": "viewControllers", "type": "Int" } ],
              "setStack": [ "List", "Item" ], "pass": { "itemID": "viewControllers" } } ] },
            { "name": "List" }, { "name": "Item", "inputs": [ { "name": "itemID", "type": "Int" } ] }
            """)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
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
                """) == true, "\(files["MainCoordinator.swift"] ?? "")")
    }

    @Test("an alert reads its text fields when tapped and runs the chosen action once it has gone; cancel runs nothing")
    func alert() {
        let files = generate(
            """
            { "name": "Home", "actions": [
              { "name": "rename", "alert": { "title": "Rename \\"it\\"", "textFields": [ { "name": "name", "secure": true } ],
                "choices": [ { "title": "OK", "runs": "save" }, { "title": "Cancel", "style": "cancel" } ] } },
              { "name": "save", "parameters": [ { "name": "name", "type": "String" } ], "popToRoot": true } ] }
            """)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                    func rename() {
                        let viewController = UIAlertController(title: "Rename \\"it\\"", message: nil, preferredStyle: .alert)
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
                """) == true, "\(files["MainCoordinator.swift"] ?? "")")
        #expect(files["Coordinator+Presenting.swift"] != nil, "the runtime's part for alerts")
    }

    @Test("a share sheet and a popover take the sender last and point at it; an app without them has no extra runtime")
    func shareAndPopover() {
        let files = generate(
            """
            { "name": "Home", "actions": [
              { "name": "share", "parameters": [ { "name": "text", "type": "String" } ],
                "share": { "items": [ "text" ], "runs": "shared" } },
              { "name": "shared", "parameters": [ { "name": "activity", "type": "String?" } ], "popToRoot": true },
              { "name": "filter", "present": "Filter", "modalPresentationStyle": "popover", "animated": false } ] },
            { "name": "Filter" }
            """, topLevel: #" "deploymentTarget": "16.0","#)
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                    func share(text: String, from sender: any UIPopoverPresentationControllerSourceItem) {
                        let viewController = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                        presentShareSheet(viewController, from: sender) { [weak self] completed, activity in
                            self?.shared(activity: activity)
                        }
                    }
                """) == true, "\(files["MainCoordinator.swift"] ?? "")")
        #expect(
            files["MainCoordinator.swift"]?.contains(
                """
                    func filter(from sender: any UIPopoverPresentationControllerSourceItem) {
                        let viewController = makeFilterViewController()
                        presentInNavigationController(viewController, animated: false) { stack in
                            stack.modalPresentationStyle = .popover
                            stack.popoverPresentationController?.sourceItem = sender
                        }
                    }
                """) == true, "\(files["MainCoordinator.swift"] ?? "")")
        let plain = generate(#"{ "name": "Home", "actions": [ { "name": "more", "push": "Home" } ] }"#)
        #expect(plain["Coordinator+Presenting.swift"] == nil)
    }
}
