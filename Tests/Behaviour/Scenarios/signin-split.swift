// A split view among the app's top-level flows (the signin-split fixture): Login, then the Library split view, with
// Shelves in the primary column, Welcome in the secondary column until Shelves' open (a showDetail) puts a Book flow
// there, and Phone on a compact width. Signing in builds a new split view each time; signing out from any column, from
// a sheet, or while a presentation still runs, leaves no object of the split view alive: its columns' flows, the flows
// they started, their screens and what they presented. Routes into the split view wait while Login is on screen and
// open once the person has signed in, through the primary column while expanded and the compact one while collapsed,
// under Notes and while a push in the secondary column runs. Runs in every style and both instantiation modes, under
// every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let app = AppCoordinator(window: window)
app.start()
StandInDriver.settle()

/// The window's root as the Library split view.
@MainActor
func split() -> LibrarySplitViewController? {
    window.rootViewController as? LibrarySplitViewController
}

/// The window's root as the login flow's stack.
@MainActor
func login() -> UINavigationController? {
    window.rootViewController as? UINavigationController
}

/// The secondary column's stack.
@MainActor
func detail() -> UINavigationController? {
    split()?.viewController(for: .secondary) as? UINavigationController
}

/// The split view's columns, what is presented, and the coordinator trees of the app coordinator's flows.
@MainActor
func state() -> String {
    guard let split = split() else { return "not the split view: \(String(describing: window.rootViewController))" }
    let names = { (stack: UINavigationController?) in
        (stack?.viewControllers ?? []).map(named).joined(separator: ", ")
    }
    let shown = split.isCollapsed ? "collapsed" : "expanded"
    let presented = (split.presentedViewController as? UINavigationController).map { "[" + names($0) + "]" } ?? ""
    return "\(shown) | primary: \(names(split.shelvesCoordinator.navigationController)) | secondary: \(names(detail()))"
        + " | compact: \(names(split.phoneCoordinator.navigationController)) | presented: \(presented) | "
        + app.coordinators.map(tree).joined(separator: ", ")
}

/// Weak references to everything the current flow holds: the window's root, the coordinators the app coordinator
/// keeps and their children, their stacks and screens, the split view's columns, and what is presented.
@MainActor
func everything() -> [Released] {
    var watched = [Released(window.rootViewController, "the old root view controller")] + watchedTree(app.coordinators)
    if let split = split() {
        for column in [UISplitViewController.Column.primary, .secondary, .compact] {
            watched.append(Released(split.viewController(for: column), "the \(column) column's stack"))
        }
    }
    if let presented = window.rootViewController?.presentedViewController as? UINavigationController {
        watched.append(Released(presented, "the presented stack"))
        watched += presented.viewControllers.map { Released($0, "the presented \(type(of: $0))") }
    }
    return watched
}

/// Runs `body` (which makes a switch happen), settles, and checks that the app shows `expected` and that everything
/// of the flow before is gone.
@MainActor
func switching(to expected: AppFlow, _ body: () -> Void) {
    let watched = inScope { () -> [Released] in
        let watched = everything()
        body()
        StandInDriver.settle()
        return watched
    }
    checkEqual(app.flow, expected, "the flow after the switch")
    checkReleased(watched)
    checkEqual(StandInDriver.leftOverPresentations, [], "view controllers left presented in the window")
}

/// Signs in from the login flow and checks the new split view's first state.
@MainActor
func signIn() {
    let before = split()
    switching(to: .library) {
        login().flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    }
    check(split() != nil && split() !== before, "a new split view")
    checkEqual(
        state(),
        "expanded | primary: Shelves | secondary: Welcome | compact: Shelves | presented:  | Shelves[Welcome], Phone",
        "the split view at start")
}

step("the app starts at login; signing in shows the split view with a flow per column, and releases login") {
    checkEqual(app.flow, .login, "the first flow")
    check(login().flatMap { top($0, SignInViewController.self) } != nil, "SignIn is on screen")
    signIn()
    check(app.coordinators.allSatisfy { $0.parentCoordinator == nil }, "the columns' flows have no parent")
}

step(
    "open puts a Book in the secondary column; signing out from it hands over its result once and releases the split "
        + "view and every column"
) {
    let before = Received.results.count
    split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }?.simulateOpen(
        bookID: 1)
    StandInDriver.settle()
    checkEqual(
        state(),
        "expanded | primary: Shelves | secondary: Book | compact: Shelves | presented:  | Shelves[Book], Phone",
        "Book in the secondary column")
    checkEqual(Array(Received.results.dropFirst(before)), [String](), "nothing heard yet")
    switching(to: .login) {
        detail().flatMap { top($0, BookViewController.self) }?.simulateSignOut()
    }
    // The Book flow ends with the flow that showed it, as when its parent ends (docs/manifest.md, "Results").
    checkEqual(Array(Received.results.dropFirst(before)), ["shelves: closed"], "the book's whenLeft, once")
}

step("signing out from Notes, presented over the split view, dismisses it and releases everything") {
    signIn()
    split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }?.simulateOpen(
        bookID: 2)
    StandInDriver.settle()
    detail().flatMap { top($0, BookViewController.self) }?.simulateNotes()
    StandInDriver.settle()
    checkEqual(
        state(),
        "expanded | primary: Shelves | secondary: Book | compact: Shelves | presented: [Notes] | Shelves[Book], Phone",
        "Notes presented")
    switching(to: .login) {
        (split()?.presentedViewController as? UINavigationController)
            .flatMap { top($0, NotesViewController.self) }?.simulateSignOut()
    }
}

step("signing out while Notes is still being presented waits for the presentation, then releases everything") {
    signIn()
    split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }?.simulateOpen(
        bookID: 3)
    StandInDriver.settle()
    switching(to: .login) {
        detail().flatMap { top($0, BookViewController.self) }?.simulateNotes()
        check(split()?.presentedViewController?.transitionCoordinator != nil, "the presentation still runs")
        split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }?
            .simulateSignOut()
    }
}

step("collapsed, open pushes a Book on Phone; signing out from it releases the split view") {
    signIn()
    StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
    StandInDriver.settle()
    split().flatMap { top($0.phoneCoordinator.navigationController, ShelvesViewController.self) }?.simulateOpen(
        bookID: 4)
    StandInDriver.settle()
    checkEqual(
        state(),
        "collapsed | primary: Shelves | secondary: Welcome | compact: Shelves, Book | presented:  | Shelves[Welcome], "
            + "Phone[Book]",
        "Book pushed on Phone's stack")
    switching(to: .login) {
        split().flatMap { top($0.phoneCoordinator.navigationController, BookViewController.self) }?.simulateSignOut()
    }
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    StandInDriver.settle()
}

step("in the split view signed into again, a Book replaced by another hands over closed once") {
    signIn()
    let before = Received.results.count
    let shelves = split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }
    shelves?.simulateOpen(bookID: 5)
    StandInDriver.settle()
    shelves?.simulateOpen(bookID: 6)
    StandInDriver.settle()
    checkEqual((detail()?.topViewController as? BookViewController)?.bookID, 6, "the second book")
    checkEqual(Array(Received.results.dropFirst(before)), ["shelves: closed"], "the first book's result, once")
}

/// Opens `route` in the app, settles, and returns what its completion heard.
@MainActor
func open(_ route: AppRoute) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    route.open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

step("a route that arrives at login waits, and opens in the secondary column once the person has signed in") {
    switching(to: .login) {
        split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }?
            .simulateSignOut()
    }
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.book(bookID: 7).open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "the route waits at login")
    login().flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login), .opened], "then opens once")
    checkEqual(
        state(),
        "expanded | primary: Shelves | secondary: Book | compact: Shelves | presented:  | Shelves[Book], Phone",
        "Book in the secondary column")
    checkEqual((detail()?.topViewController as? BookViewController)?.bookID, 7, "the route's book")
}

step("expanded, a route under Notes dismisses it and shows its book and its notes; the book it replaced is released") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        detail().flatMap { top($0, BookViewController.self) }?.simulateNotes()
        StandInDriver.settle()
        let book = Released(detail()?.topViewController, "the seventh BookViewController")
        let notes = Released(split()?.presentedViewController, "the first Notes stack")
        checkEqual(open(.notes(bookID: 8)), [.opened], "what open reported")
        checkEqual(
            state(),
            "expanded | primary: Shelves | secondary: Book | compact: Shelves | presented: [Notes] | Shelves[Book], "
                + "Phone",
            "the eighth book, its notes presented")
        checkEqual((detail()?.topViewController as? BookViewController)?.bookID, 8, "the route's book")
        checkEqual(Array(Received.results.dropFirst(before)), ["shelves: closed"], "the seventh book's result, once")
        return [book, notes]
    }
    checkReleased(watched)
}

step("collapsed, a route pushes its book on Phone's stack; the secondary column keeps what it had") {
    split()?.dismiss(animated: false)
    StandInDriver.settle()
    StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
    StandInDriver.settle()
    checkEqual(open(.book(bookID: 9)), [.opened], "what open reported")
    checkEqual(
        state(),
        "collapsed | primary: Shelves | secondary: Book | compact: Shelves, Book | presented:  | Shelves[Book], "
            + "Phone[Book]",
        "the ninth book pushed on Phone")
    checkEqual(
        (split()?.phoneCoordinator.navigationController.topViewController as? BookViewController)?.bookID, 9,
        "the route's book")
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    StandInDriver.settle()
}

step("collapsed, a route opened during a push on Phone's stack waits for it, goes back, and pushes its book") {
    StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
    StandInDriver.settle()
    let before = Received.results.count
    let phone = split()?.phoneCoordinator
    phone?.open(bookID: 10)
    check(phone?.navigationController.transitionCoordinator != nil, "the push still runs")
    checkEqual(open(.book(bookID: 11)), [.opened], "what open reported")
    checkEqual(
        state(),
        "collapsed | primary: Shelves | secondary: Book | compact: Shelves, Book | presented:  | Shelves[Book], "
            + "Phone[Book]",
        "the eleventh book pushed on Phone, alone")
    checkEqual((phone?.navigationController.topViewController as? BookViewController)?.bookID, 11, "the route's book")
    checkEqual(
        Array(Received.results.dropFirst(before)), ["shelves: closed", "shelves: closed"],
        "the ninth and tenth books' results, once each")
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    StandInDriver.settle()
}

step("a route under way when the person signs out waits, and opens from the start once they sign in again") {
    split()?.dismiss(animated: false)
    StandInDriver.settle()
    StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
    StandInDriver.settle()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.notes(bookID: 12).open(in: app) { outcomes.append($0) }
    check(
        split()?.phoneCoordinator.navigationController.transitionCoordinator != nil,
        "the route's book is still being pushed on Phone's stack")
    switching(to: .login) {
        split().flatMap { top($0.phoneCoordinator.navigationController, ShelvesViewController.self) }?
            .simulateSignOut()
    }
    checkEqual(outcomes, [.deferred(until: .login)], "what the route heard: it waits behind Login")
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    StandInDriver.settle()
    login().flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once the person signs in again")
    checkEqual(
        (detail()?.topViewController as? BookViewController)?.bookID, 12, "the route's book, from a new split view")
    checkEqual(
        (split()?.presentedViewController as? UINavigationController)?.topViewController.map(named), "Notes",
        "the route's screen")
    split()?.dismiss(animated: false)
    StandInDriver.settle()
    switching(to: .login) {
        split().flatMap { top($0.shelvesCoordinator.navigationController, ShelvesViewController.self) }?
            .simulateSignOut()
    }
}

step("a book your code replaces while a route presents its notes is released at once, before the presentation ends") {
    signIn()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.notes(bookID: 13).open(in: app) { outcomes.append($0) }
    check(split()?.presentedViewController?.transitionCoordinator != nil, "Notes is still being presented")
    weak let book = split()?.shelvesCoordinator.childCoordinators.last
    check(book is BookCoordinator, "the route's book runs")
    split()?.shelvesCoordinator.open(bookID: 14)
    StandInDriver.turnRunLoop()
    check(book == nil, "the replaced book is released while the presentation still runs")
    StandInDriver.settle()
    checkEqual((detail()?.topViewController as? BookViewController)?.bookID, 14, "your code's book")
    checkEqual(outcomes, [.opened], "the route reached its screen before your code replaced its book")
}

finishScenario()
