import Generator
import TestSupport
import Testing

/// Layer 2: a small manifest in, the exact declarations it must produce out.
///
/// Each case is a manifest snippet and, for a file it writes, whole declarations: from the first line, found exactly,
/// through the line that closes it at the same indentation. A case fails with a diff of the declaration it found.
@Suite("Translation")
struct TranslationTests {
    /// A declaration `file` must hold, whole and exactly.
    struct Declaration: Sendable {
        var file: String
        var text: String
    }

    /// A manifest snippet and what it must generate: whole declarations, and text no file may hold.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var manifest: String
        var declarations: [Declaration]
        var absent: [Declaration] = []

        var testDescription: String { name }
    }

    /// A root app: `Main` starts at `Home`; `screens` are the manifest's screens, `coordinators` follows Main.
    static func manifest(
        _ screens: String, coordinators: String = "", style: String = "protocols",
        viewControllers: String = "code", app: String = #"{ "root": "Main" }"#, topLevel: String = ""
    ) -> String {
        """
        { "version": 1,\(topLevel) "style": "\(style)", "viewControllers": "\(viewControllers)", "app": \(app),
          "coordinators": [ { "name": "Main", "start": "Home" }\(coordinators) ],
          "screens": [ \(screens) ] }
        """
    }

    /// The declaration in `text` whose first line is `firstLine`, through the line that closes it at the same
    /// indentation (`}`, `)` or `]`), or its one line when it opens nothing; its documentation comes first when
    /// `firstLine` is the comment's. `nil` when no line is `firstLine`.
    static func declaration(startingWith firstLine: Substring, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: firstLine) else { return nil }
        let indentation = firstLine.prefix { $0 == " " }
        // The declaration's own first line, after the documentation lines at its indentation.
        let head = lines[start...].firstIndex { !$0.hasPrefix(indentation + "///") } ?? start
        guard let last = lines[head].last, "{([".contains(last) else {
            return lines[start...head].joined(separator: "\n")
        }
        let end = lines[(head + 1)...].firstIndex { line in
            line.hasPrefix(indentation) && line.dropFirst(indentation.count).first.map { "})]".contains($0) } == true
        }
        return lines[start...(end ?? lines.count - 1)].joined(separator: "\n")
    }

    static let cases: [Case] = navigationCases + styleCases + flowCases

    static let navigationCases: [Case] = [
        Case(
            name: "push fills inputs from a parameter and a default",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "label": "_", "name": "id", "type": "Int" } ],
                  "push": "Detail" } ] },
                { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" }, { "name": "mode", "type": "String", "default": "\\"view\\"" } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func open(_ id: Int) {
                                let viewController = makeDetailViewController(id: id, mode: "view")
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
                Declaration(
                    file: "DetailViewControllerBase.swift",
                    text: #"""
                            init(id: Int, mode: String) {
                                self.id = id
                                self.mode = mode
                                super.init(nibName: nil, bundle: nil)
                            }
                        """#),
            ]),
        Case(
            name: "present wraps the screen in a navigation controller",
            manifest: manifest(#"{ "name": "Home", "actions": [ { "name": "go", "present": "Home" } ] }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func go() {
                                let viewController = makeHomeViewController()
                                presentInNavigationController(viewController)
                            }
                        """#)
            ]),
        Case(
            name: "pop goes back one screen",
            manifest: manifest(#"{ "name": "Home", "actions": [ { "name": "go", "pop": true } ] }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func go() {
                                topNavigationController.popViewController(animated: true)
                            }
                        """#)
            ]),
        Case(
            name: "popToRoot goes back to the flow's first screen",
            manifest: manifest(#"{ "name": "Home", "actions": [ { "name": "go", "popToRoot": true } ] }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func go() {
                                popToFirstScreen()
                            }
                        """#)
            ]),
        Case(
            // `dismiss` needs something presented: Home also presents itself.
            name: "dismiss dismisses the top stack",
            manifest: manifest(
                #"{ "name": "Home", "actions": [ { "name": "go", "dismiss": true }, { "name": "show", "present": "Home" } ] }"#
            ),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func go() {
                                dismissTopStack()
                            }
                        """#)
            ]),
        Case(
            name: "detents are set behind #available below iOS 15",
            manifest: manifest(Self.detentScreens),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func more() {
                                let viewController = makeDetailViewController()
                                presentInNavigationController(viewController) { stack in
                                    if #available(iOS 15.0, *) {
                                        stack.sheetPresentationController?.detents = [.medium()]
                                    }
                                }
                            }
                        """#)
            ]),
        Case(
            name: "detents are set plainly from a deploymentTarget of 15.0",
            manifest: manifest(Self.detentScreens, topLevel: #" "deploymentTarget": "15.0","#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func more() {
                                let viewController = makeDetailViewController()
                                presentInNavigationController(viewController) { stack in
                                    stack.sheetPresentationController?.detents = [.medium()]
                                }
                            }
                        """#)
            ],
            absent: [Declaration(file: "MainCoordinator.swift", text: "#available")]),
        Case(
            name: "startChild passes inputs to the child's initializer; a modal child gets a stack; finish ends it",
            manifest: manifest(
                """
                { "name": "Home", "actions": [
                    { "name": "buy", "parameters": [ { "name": "product", "type": "Int" } ], "startChild": "Buy", "modal": true } ] },
                { "name": "Buy", "inputs": [ { "name": "product", "type": "Int" } ], "actions": [ { "name": "done", "finish": true } ] }
                """, coordinators: #", { "name": "Buy", "start": "Buy" }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func buy(product: Int) {
                                let child = BuyCoordinator(
                                    navigationController: FlowNavigationController(presentedFrom: topNavigationController),
                                    product: product
                                )
                                startChild(child)
                            }
                        """#),
                Declaration(
                    file: "BuyCoordinator.swift",
                    text: #"""
                            init(navigationController: UINavigationController, product: Int) {
                                self.navigationController = navigationController
                                self.product = product
                                navigationObserver.coordinator = self
                            }
                        """#),
                Declaration(
                    file: "BuyCoordinator.swift",
                    text: #"""
                            func done() {
                                finish()
                            }
                        """#),
            ]),
        Case(
            name: "storyboard screens are instantiated, with their inputs through the coder initializer",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Detail" } ] },
                { "name": "Detail", "storyboard": { "name": "Details", "identifier": "DetailScene" },
                  "inputs": [ { "name": "id", "type": "Int" } ] }
                """, viewControllers: "storyboard"),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func makeHomeViewController() -> HomeViewController {
                                let viewController = HomeViewController.instantiate()
                                viewController.coordinator = self
                                return viewController
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func makeDetailViewController(id: Int) -> DetailViewController {
                                let viewController = DetailViewController.instantiate { coder in
                                    DetailViewController(coder: coder, id: id)
                                }
                                return viewController
                            }
                        """#),
                Declaration(
                    file: "DetailViewControllerBase.swift",
                    text: #"""
                            init?(coder: NSCoder, id: Int) {
                                self.id = id
                                super.init(coder: coder)
                            }
                        """#),
                Declaration(
                    file: "DetailViewControllerBase.swift",
                    text: #"""
                        extension DetailViewController: Storyboarded {
                            static let storyboardName = "Details"
                            static let storyboardIdentifier = "DetailScene"
                        }
                        """#),
                Declaration(
                    file: "Storyboarded.swift",
                    text: #"""
                        protocol Storyboarded: UIViewController {
                            /// The name of the storyboard file, without its extension.
                            static var storyboardName: String { get }

                            /// The Storyboard ID of the scene.
                            static var storyboardIdentifier: String { get }
                        }
                        """#),
            ]),
        Case(
            name: "tabs: one coordinator per tab in order, with system, image and title-only items",
            manifest: """
                { "version": 1, "app": { "tabs": ["Main", "Second", "Third"], "tabBarController": "Tabs" },
                  "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "Home", "image": "house" } },
                    { "name": "Second", "start": "B", "tab": { "title": "Bee", "systemItem": "search" } },
                    { "name": "Third", "start": "C", "tab": { "title": "Sea" } } ],
                  "screens": [ { "name": "Home" }, { "name": "B" }, { "name": "C" } ] }
                """,
            declarations: [
                Declaration(
                    file: "Tabs.swift",
                    text: #"""
                        final class Tabs: UITabBarController {
                            /// The coordinator of the "Home" tab.
                            let mainCoordinator = MainCoordinator(navigationController: FlowNavigationController.held())

                            /// The coordinator of the "Bee" tab.
                            let secondCoordinator = SecondCoordinator(navigationController: FlowNavigationController.held())

                            /// The coordinator of the "Sea" tab.
                            let thirdCoordinator = ThirdCoordinator(navigationController: FlowNavigationController.held())

                            /// Creates the tabs in the manifest's order and starts each tab's flow.
                            init() {
                                super.init(nibName: nil, bundle: nil)
                                mainCoordinator.navigationController.tabBarItem = UITabBarItem(
                                    title: "Home",
                                    image: UIImage(systemName: "house"),
                                    tag: 0
                                )
                                secondCoordinator.navigationController.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
                                thirdCoordinator.navigationController.tabBarItem = UITabBarItem(title: "Sea", image: nil, tag: 2)
                                mainCoordinator.start()
                                secondCoordinator.start()
                                thirdCoordinator.start()
                                let tabs: [UIViewController] = [
                                    mainCoordinator.navigationController,
                                    secondCoordinator.navigationController,
                                    thirdCoordinator.navigationController,
                                ]
                                setViewControllers(tabs, animated: false)
                            }

                            /// Dismisses as UIKit does, then ends the tabs' child flows whose screens went with it.
                            override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
                                super.dismiss(animated: flag) { [weak self] in
                                    completion?()
                                    self?.mainCoordinator.endFlowsThatLeft()
                                    self?.secondCoordinator.endFlowsThatLeft()
                                    self?.thirdCoordinator.endFlowsThatLeft()
                                }
                            }

                            @available(*, unavailable)
                            required init?(coder: NSCoder) {
                                fatalError("Tabs is created in code")
                            }
                        }
                        """#)
            ]),
        Case(
            name: "a closure input is @escaping where it is passed, and stored without it",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "done", "type": "() -> Void" } ],
                  "push": "Detail" } ] },
                { "name": "Detail", "inputs": [ { "name": "done", "type": "() -> Void" } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func open(done: @escaping () -> Void) {
                                let viewController = makeDetailViewController(done: done)
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
                Declaration(
                    file: "DetailViewControllerBase.swift",
                    text: #"""
                            let done: () -> Void
                        """#),
                Declaration(
                    file: "DetailViewControllerBase.swift",
                    text: #"""
                            init(done: @escaping () -> Void) {
                                self.done = done
                                super.init(nibName: nil, bundle: nil)
                            }
                        """#),
            ]),
        Case(
            name: "pass reads the screen's own input from the screen that asked, and passes values as written",
            manifest: manifest(
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
            ),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func comments() {
                                guard let shown = shownScreen(where: { $0 is ArticleViewControllerBase }) as? ArticleViewControllerBase else {
                                    return
                                }
                                let viewController = makeCommentsViewController(articleURL: shown.url, order: "newest")
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
                // A flow with a result that cannot start hands over its whenLeft case, so an awaiting caller resumes.
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func share(then handler: @escaping (ShareResult) -> Void) {
                                guard let shown = shownScreen(where: { $0 is ArticleViewControllerBase }) as? ArticleViewControllerBase else {
                                    handler(.done)
                                    return
                                }
                                let screen = shown
                                let child = ShareCoordinator(navigationController: topNavigationController, link: shown.url)
                                child.onResult = { [weak screen] result in
                                    screen?.didReceive(result)
                                    handler(result)
                                }
                                startChild(child)
                            }
                        """#),
            ]),
        Case(
            name: "two screens' actions that read their own inputs alike are kept apart: each finds its own screen",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "article", "push": "Article" }, { "name": "video", "push": "Video" } ] },
                { "name": "Article", "inputs": [ { "name": "url", "type": "URL", "default": "URL(filePath: \\"/\\")" } ],
                  "actions": [ { "name": "share", "push": "Sheet", "pass": { "link": { "input": "url" } } } ] },
                { "name": "Video", "inputs": [ { "name": "url", "type": "URL", "default": "URL(filePath: \\"/\\")" } ],
                  "actions": [ { "name": "share", "push": "Sheet", "pass": { "link": { "input": "url" } } } ] },
                { "name": "Sheet", "inputs": [ { "name": "link", "type": "URL" } ] }
                """),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func articleShare() {
                                guard let shown = shownScreen(where: { $0 is ArticleViewControllerBase }) as? ArticleViewControllerBase else {
                                    return
                                }
                                let viewController = makeSheetViewController(link: shown.url)
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func videoShare() {
                                guard let shown = shownScreen(where: { $0 is VideoViewControllerBase }) as? VideoViewControllerBase else {
                                    return
                                }
                                let viewController = makeSheetViewController(link: shown.url)
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
            ]),
        Case(
            name: "an embed's pass gives values, so one container embeds a screen twice with different ones",
            manifest: manifest(
                """
                { "name": "Home", "embeds": [
                  { "screen": "Badge", "name": "publicBadge", "pass": { "isPrivate": { "value": "false" } } },
                  { "screen": "Badge", "name": "privateBadge", "pass": { "isPrivate": { "value": "true" } } } ] },
                { "name": "Badge", "inputs": [ { "name": "isPrivate", "type": "Bool" } ] }
                """),
            declarations: [
                Declaration(
                    file: "HomeViewControllerBase.swift",
                    text: #"""
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                view.addSubview(publicBadgeContainerView)
                                addChild(publicBadge)
                                publicBadgeContainerView.addSubview(publicBadge.view)
                                publicBadge.didMove(toParent: self)
                                view.addSubview(privateBadgeContainerView)
                                addChild(privateBadge)
                                privateBadgeContainerView.addSubview(privateBadge.view)
                                privateBadge.didMove(toParent: self)
                            }
                        """#)
            ]),
        Case(
            name: "a weak input is a weak var of the screen and of the flow it starts, passed as any other input",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "scan",
                  "parameters": [ { "name": "delegate", "type": "(any ScannerDelegate)?" } ], "startChild": "Scanner" } ] },
                { "name": "Scan", "inputs": [ { "name": "delegate", "type": "(any ScannerDelegate)?", "weak": true } ] }
                """, coordinators: #", { "name": "Scanner", "start": "Scan" }"#),
            declarations: [
                Declaration(
                    file: "ScanViewControllerBase.swift",
                    text: #"""
                            weak var delegate: (any ScannerDelegate)?
                        """#),
                Declaration(
                    file: "ScanViewControllerBase.swift",
                    text: #"""
                            init(delegate: (any ScannerDelegate)?) {
                                self.delegate = delegate
                                super.init(nibName: nil, bundle: nil)
                            }
                        """#),
                Declaration(
                    file: "ScannerCoordinator.swift",
                    text: #"""
                            weak var delegate: (any ScannerDelegate)?
                        """#),
            ]),
    ]

    @Test("a manifest snippet generates these declarations, whole and exactly", arguments: cases)
    func snippet(_ snippet: Case) {
        let result = CoordinatorGenerator.standard.generate(manifest: Array(snippet.manifest.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        for expected in snippet.declarations {
            guard let contents = files[expected.file] else {
                Issue.record("no \(expected.file); files: \(files.keys.sorted())")
                continue
            }
            let firstLine = expected.text.prefix { $0 != "\n" }
            guard let found = Self.declaration(startingWith: firstLine, in: contents) else {
                Issue.record("no line of \(expected.file) is \"\(firstLine)\":\n\(contents)")
                continue
            }
            #expect(
                found == expected.text,
                "\(expected.file), expected (-) and generated (+):\n\(LineDiff.unified(expected: expected.text, actual: found))"
            )
        }
        for unwanted in snippet.absent {
            #expect(
                files[unwanted.file]?.contains(unwanted.text) == false, "\(unwanted.file) holds \"\(unwanted.text)\"")
        }
    }

    @Test("an app without alerts or share sheets has no runtime part for them")
    func noPresentingRuntime() {
        let result = CoordinatorGenerator.standard.generate(
            manifest: Array(
                Self.manifest(#"{ "name": "Home", "actions": [ { "name": "more", "push": "Home" } ] }"#).utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(!result.files.contains { $0.name == "Coordinator+Presenting.swift" })
    }

    @Test("a tab bar in app.tabBars takes its class name from tabBarController, as app.tabs does")
    func tabBarControllerOfATopLevelFlow() throws {
        let fixture = String(decoding: Fixture.named("auth").manifest, as: UTF8.self)
        let named = fixture.replacingOccurrences(
            of: #"{ "name": "Main", "tabs": ["Feed", "Settings"] }"#,
            with: #"{ "name": "Main", "tabs": ["Feed", "Settings"], "tabBarController": "HomeTabs" }"#)
        try #require(named != fixture, "the auth fixture's tab bar is not written as this test expects")
        let result = CoordinatorGenerator.standard.generate(manifest: Array(named.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        #expect(files["HomeTabs.swift"]?.contains("final class HomeTabs: UITabBarController {") == true)
        #expect(files["MainTabBarController.swift"] == nil)
        #expect(files["AppCoordinator.swift"]?.contains("HomeTabs(") == true, "the app coordinator shows HomeTabs")
    }

    private static let detentScreens = #"""
        { "name": "Home", "actions": [ { "name": "more", "present": "Detail", "detents": ["medium"] } ] },
        { "name": "Detail" }
        """#
}
