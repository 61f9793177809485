import Testing

extension TranslationTests {
    /// How each style says what happened, and how actions are named.
    static let styleCases: [Case] = [
        Case(
            name: "closures style wires each closure with [weak self] and the action's labels",
            manifest: manifest(Self.pickScreen, style: "closures"),
            declarations: [
                Declaration(
                    file: "HomeViewControllerBase.swift",
                    text: #"""
                            var pickAction: ((Int, Bool) -> Void)?
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func makeHomeViewController() -> HomeViewController {
                                let viewController = HomeViewController()
                                viewController.pickAction = { [weak self] index, isAnimated in
                                    self?.pick(index, animated: isAnimated)
                                }
                                viewController.closeAction = { [weak self] in
                                    self?.close()
                                }
                                return viewController
                            }
                        """#),
            ]),
        Case(
            name: "events style: one enum case per action, labelled like the action, and a dispatching switch",
            manifest: manifest(Self.pickScreen, style: "events"),
            declarations: [
                Declaration(
                    file: "HomeViewControllerBase.swift",
                    text: #"""
                        enum HomeEvent {
                            /// On Home, `pick(_:animated:)` goes back one screen.
                            case pick(Int, animated: Bool)

                            /// On Home, `close()` goes back one screen.
                            case close
                        }
                        """#),
                Declaration(
                    file: "HomeViewControllerBase.swift",
                    text: #"""
                        protocol HomeEventHandling: AnyObject {
                            func eventOccurred(with event: HomeEvent)
                        }
                        """#),
                Declaration(
                    file: "HomeViewControllerBase.swift",
                    text: #"""
                            weak var coordinator: (any HomeEventHandling)?
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func eventOccurred(with event: HomeEvent) {
                                switch event {
                                case .pick(let index, let isAnimated):
                                    pick(index, animated: isAnimated)
                                case .close:
                                    close()
                                }
                            }
                        """#),
            ]),
        Case(
            name: "protocols style: actions group by protocol, and the screen's coordinator is their composition",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "a", "protocol": "Navigating", "pop": true },
                  { "name": "b", "protocol": "Navigating", "popToRoot": true }, { "name": "c", "pop": true } ] },
                { "name": "Other", "actions": [ { "name": "a", "protocol": "Navigating", "pop": true } ] }
                """),
            declarations: [
                Declaration(
                    file: "ActionProtocols.swift",
                    text: #"""
                        protocol Navigating: AnyObject {
                            /// On Home, `a()` goes back one screen.
                            func a()

                            /// On Home, `b()` goes back to this flow's first screen.
                            func b()
                        }
                        """#),
                Declaration(
                    file: "ActionProtocols.swift",
                    text: #"""
                        protocol HomeCoordinating: AnyObject {
                            /// On Home, `c()` goes back one screen.
                            func c()
                        }
                        """#),
                Declaration(
                    file: "HomeViewControllerBase.swift",
                    text: #"""
                            weak var coordinator: (any Navigating & HomeCoordinating)?
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                        final class MainCoordinator: Coordinator, Navigating, HomeCoordinating {
                            var childCoordinators: [any Coordinator] = []
                            let navigationController: UINavigationController
                            weak var parentCoordinator: (any Coordinator)?
                            weak var rootViewController: UIViewController?
                            let navigationObserver = NavigationObserver()

                            /// Creates the flow on `navigationController`; `start()` shows its first screen.
                            init(navigationController: UINavigationController) {
                                self.navigationController = navigationController
                                navigationObserver.coordinator = self
                            }

                            func start() {
                                let viewController = makeHomeViewController()
                                showFirstScreen(viewController)
                            }

                            // MARK: - Actions

                            /// On Home, `a()` goes back one screen.
                            func a() {
                                topNavigationController.popViewController(animated: true)
                            }

                            /// On Home, `b()` goes back to this flow's first screen.
                            func b() {
                                popToFirstScreen()
                            }

                            /// On Home, `c()` goes back one screen.
                            func c() {
                                topNavigationController.popViewController(animated: true)
                            }

                            // MARK: - Screens

                            private func makeHomeViewController() -> HomeViewController {
                                let viewController = HomeViewController()
                                viewController.coordinator = self
                                return viewController
                            }
                        }
                        """#),
            ]),
        Case(
            name: "custom actions are required, never implemented",
            manifest: manifest(
                #"{ "name": "Home", "style": "closures", "actions": [ { "name": "help", "custom": true } ] }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                        protocol MainCoordinatorCustomActions: AnyObject {
                            /// On Home, `help()` is custom: you implement it in an extension of its coordinator.
                            func help()
                        }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                        final class MainCoordinator: Coordinator, MainCoordinatorCustomActions {
                            var childCoordinators: [any Coordinator] = []
                            let navigationController: UINavigationController
                            weak var parentCoordinator: (any Coordinator)?
                            weak var rootViewController: UIViewController?
                            let navigationObserver = NavigationObserver()

                            /// Creates the flow on `navigationController`; `start()` shows its first screen.
                            init(navigationController: UINavigationController) {
                                self.navigationController = navigationController
                                navigationObserver.coordinator = self
                            }

                            func start() {
                                let viewController = makeHomeViewController()
                                showFirstScreen(viewController)
                            }

                            // MARK: - Screens

                            private func makeHomeViewController() -> HomeViewController {
                                let viewController = HomeViewController()
                                viewController.helpAction = { [weak self] in
                                    self?.help()
                                }
                                return viewController
                            }
                        }
                        """#),
            ],
            absent: [Declaration(file: "MainCoordinator.swift", text: "func help() {")]),
        Case(
            name: "actions of one name and different effects are scoped to their screens (protocols)",
            manifest: manifest(Self.sharedDone),
            declarations: [
                Declaration(
                    file: "ActionProtocols.swift",
                    text: #"""
                        protocol ArticleCoordinating: AnyObject {
                            /// On Article, `articleDone()` pushes Article.
                            func articleDone()

                            /// On Article, `next()` goes back one screen.
                            func next()
                        }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func homeDone() {
                                let viewController = makeArticleViewController()
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func articleDone() {
                                let viewController = makeArticleViewController()
                                topNavigationController.pushViewController(viewController, animated: true)
                            }
                        """#),
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func filtersDone() {
                                dismissTopStack()
                            }
                        """#),
                // `next` has no other effect anywhere: it keeps its name.
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func next() {
                                topNavigationController.popViewController(animated: true)
                            }
                        """#),
            ],
            absent: [Declaration(file: "MainCoordinator.swift", text: "func done(")]),
        Case(
            name: "actions of one name and different effects are scoped to their screens (closures)",
            manifest: manifest(Self.sharedDone, style: "closures"),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            private func makeFiltersViewController() -> FiltersViewController {
                                let viewController = FiltersViewController()
                                viewController.doneAction = { [weak self] in
                                    self?.filtersDone()
                                }
                                return viewController
                            }
                        """#)
            ],
            absent: [Declaration(file: "MainCoordinator.swift", text: "func done(")]),
        Case(
            name: "actions of one name and different effects are scoped to their screens (events)",
            manifest: manifest(Self.sharedDone, style: "events"),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func eventOccurred(with event: FiltersEvent) {
                                switch event {
                                case .done:
                                    filtersDone()
                                }
                            }
                        """#)
            ],
            absent: [Declaration(file: "MainCoordinator.swift", text: "func done(")]),
        Case(
            name: "actions of one name in different coordinators, or with the same effect, keep their name",
            manifest: manifest(
                """
                { "name": "Home", "actions": [ { "name": "showArticle", "push": "Article" },
                  { "name": "startSettings", "startChild": "Settings" } ] },
                { "name": "Article", "actions": [ { "name": "done", "pop": true }, { "name": "more", "push": "Comments" } ] },
                { "name": "Comments", "actions": [ { "name": "done", "pop": true } ] },
                { "name": "Options", "actions": [ { "name": "done", "finish": true } ] }
                """, coordinators: #", { "name": "Settings", "start": "Options" }"#),
            declarations: [
                Declaration(
                    file: "MainCoordinator.swift",
                    text: #"""
                            func done() {
                                topNavigationController.popViewController(animated: true)
                            }
                        """#),
                Declaration(
                    file: "SettingsCoordinator.swift",
                    text: #"""
                            func done() {
                                finish()
                            }
                        """#),
            ]),
    ]

    fileprivate static let pickScreen = """
        { "name": "Home", "actions": [ { "name": "pick", "parameters": [ { "label": "_", "name": "index", "type": "Int" },
          { "label": "animated", "name": "isAnimated", "type": "Bool" } ], "pop": true }, { "name": "close", "pop": true } ] }
        """

    /// Article's `done` pops and Filters' `done` dismisses: one coordinator shows both, so each is its screen's.
    fileprivate static let sharedDone = """
        { "name": "Home", "actions": [ { "name": "showArticle", "push": "Article" },
          { "name": "showFilters", "present": "Filters" }, { "name": "done", "push": "Article" } ] },
        { "name": "Article", "actions": [ { "name": "done", "push": "Article" }, { "name": "next", "pop": true } ] },
        { "name": "Filters", "actions": [ { "name": "done", "dismiss": true } ] }
        """
}
