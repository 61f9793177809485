// A split view (the split fixture): Library in the primary column, Welcome in the secondary column until Library's
// open (a showDetail) puts a Book flow there, and Phone, which starts at the same Library screen, on a compact width.
// A showDetail from the primary column replaces the secondary column's flow, which ends with the flows it started and
// is released, and Library keeps the new one as its child, also when a flow pushed on Library's stack (Shelf) asks;
// the same action in Phone pushes the Book flow. Collapsing
// shows Phone and leaves the columns' flows as they were; expanding shows them again. A book flow hands over its result
// (closed, when it is left) exactly once, whichever way it ends. An app action starts Settings as a child of the
// primary column's flow while expanded, of the compact column's while collapsed. Runs in every style and both
// instantiation modes, under every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let split = MainSplitViewController()
window.rootViewController = split
window.makeKeyAndVisible()
let library = split.libraryCoordinator
let phone = split.phoneCoordinator

/// The secondary column's stack.
@MainActor
func detail() -> UINavigationController {
    split.viewController(for: .secondary) as? UINavigationController ?? UINavigationController()
}

/// Each column's screens, what is on screen, what is presented, and the coordinator trees.
@MainActor
func state() -> String {
    let names = { (stack: UINavigationController) in stack.viewControllers.map(named).joined(separator: ", ") }
    let shown = split.isCollapsed ? "collapsed" : "expanded"
    let presented = (split.presentedViewController as? UINavigationController).map { "[" + names($0) + "]" } ?? ""
    return "\(shown) | primary: \(names(library.navigationController)) | secondary: \(names(detail()))"
        + " | compact: \(names(phone.navigationController)) | presented: \(presented) | \(tree(library)), \(tree(phone))"
}

/// What the screens heard of their flows' results since `count` had been heard.
@MainActor
func heard(since count: Int) -> [String] {
    Array(Received.results.dropFirst(count))
}

/// Back to the start: expanded, Library alone in both lists, Welcome in the secondary column.
@MainActor
func reset() {
    StandInDriver.settle()
    split.dismiss(animated: false)
    StandInDriver.settle()
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    phone.navigationController.popToRootViewController(animated: false)
    StandInDriver.settle()
}

let atStart =
    "expanded | primary: Library | secondary: Welcome | compact: Library | presented:  | Library[Welcome], Phone"

step("the split view starts with a flow per column; Welcome is Library's child") {
    checkEqual(state(), atStart, "at start")
    check(StandInDriver.isOnScreen(library.navigationController.topViewController!), "Library is on screen")
    check(StandInDriver.isOnScreen(detail().topViewController!), "Welcome is on screen")
    check(!StandInDriver.isOnScreen(phone.navigationController.topViewController!), "Phone is not on screen")
}

step("open in the primary column puts a Book flow in the secondary column; Welcome ends and is released") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        let welcome = Released(detail().topViewController, "WelcomeViewController")
        let welcomeFlow = Released(library.childCoordinators.first, "WelcomeCoordinator")
        top(library.navigationController, LibraryViewController.self)?.simulateOpen(bookID: 1)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "Book in the secondary column")
        checkEqual((detail().topViewController as? BookViewController)?.bookID, 1, "the book passed")
        check(StandInDriver.isOnScreen(detail().topViewController!), "Book is on screen")
        checkEqual(heard(since: before), [String](), "Welcome has no result")
        return [welcome, welcomeFlow]
    }
    checkReleased(watched)
}

step("another book replaces the first, with the screens and flows it pushed and presented") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        top(detail(), BookViewController.self)?.simulateChapters()
        StandInDriver.settle()
        top(detail(), ChaptersViewController.self)?.simulateBack()
        StandInDriver.settle()
        top(detail(), BookViewController.self)?.simulateAuthor()
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book, Author | compact: Library | presented:  | "
                + "Library[Book[Author]], Phone",
            "the Author flow pushed in the secondary column")
        let book = Released(detail().viewControllers.first, "the first BookViewController")
        let author = Released(detail().topViewController, "AuthorViewController")
        let bookFlow = Released(library.childCoordinators.first, "the first BookCoordinator")
        let authorFlow = Released(library.childCoordinators.first?.childCoordinators.first, "AuthorCoordinator")
        top(library.navigationController, LibraryViewController.self)?.simulateOpen(bookID: 2)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "the second Book alone")
        checkEqual((detail().topViewController as? BookViewController)?.bookID, 2, "the second book")
        checkEqual(heard(since: before), ["library: closed"], "the first book, left, hands over closed once")
        return [book, author, bookFlow, authorFlow]
    }
    checkReleased(watched)
}

step("a book replaced while it presents Notes takes Notes along") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        top(detail(), BookViewController.self)?.simulateNotes()
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented: [Notes] | Library[Book], Phone",
            "Notes presented over the split view")
        let notes = Released((split.presentedViewController as? UINavigationController)?.topViewController, "Notes")
        let bookFlow = Released(library.childCoordinators.first, "the BookCoordinator with Notes")
        // Your code (a keyboard shortcut) opens another book while Notes is up: a person cannot reach Library.
        library.open(bookID: 3)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "the third Book, Notes gone")
        checkEqual((detail().topViewController as? BookViewController)?.bookID, 3, "the third book")
        checkEqual(heard(since: before), ["library: closed"], "the second book hands over closed once")
        return [notes, bookFlow]
    }
    checkReleased(watched)
    reset()
}

step("collapsing shows Phone; open there pushes a Book flow; the columns' flows stay as they were") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "collapsed")
        check(StandInDriver.isOnScreen(phone.navigationController.topViewController!), "Phone is on screen")
        check(!StandInDriver.isOnScreen(detail().topViewController!), "the secondary column is not")
        top(phone.navigationController, LibraryViewController.self)?.simulateOpen(bookID: 4)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book | compact: Library, Book | presented:  | Library[Book], "
                + "Phone[Book]",
            "Book pushed on Phone's stack")
        checkEqual((phone.navigationController.topViewController as? BookViewController)?.bookID, 4, "the book")
        let pushed = Released(phone.navigationController.topViewController, "the pushed BookViewController")
        let pushedFlow = Released(phone.childCoordinators.first, "the pushed BookCoordinator")
        tapBack(in: phone.navigationController)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "back on Phone ends the pushed Book")
        checkEqual(heard(since: before), ["library: closed"], "Phone's book hands over closed once")
        return [pushed, pushedFlow]
    }
    checkReleased(watched)
}

step("expanding shows the columns again, with the book they had") {
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    StandInDriver.settle()
    checkEqual(
        state(),
        "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
        "expanded")
    check(StandInDriver.isOnScreen(detail().topViewController!), "the secondary column is on screen")
    check(!StandInDriver.isOnScreen(phone.navigationController.topViewController!), "Phone is not")
}

step("a book opened by code while collapsed goes to the hidden secondary column, and shows on expanding") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        let replaced = Released(detail().topViewController, "the BookViewController replaced while collapsed")
        library.open(bookID: 5)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "the fifth Book in the hidden column")
        check(!StandInDriver.isOnScreen(detail().topViewController!), "not on screen while collapsed")
        StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
        StandInDriver.settle()
        check(StandInDriver.isOnScreen(detail().topViewController!), "on screen once expanded")
        checkEqual((detail().topViewController as? BookViewController)?.bookID, 5, "the fifth book")
        checkEqual(heard(since: before), ["library: closed"], "the replaced book hands over closed once")
        return [replaced]
    }
    checkReleased(watched)
}

step("a flow pushed in the primary column shows a book: Library keeps it, and going back ends only the pushed flow") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        top(library.navigationController, LibraryViewController.self)?.simulateBrowse()
        StandInDriver.settle()
        let replaced = Released(library.childCoordinators.first, "the BookCoordinator Shelf replaced")
        top(library.navigationController, ShelfViewController.self)?.simulateRead(bookID: 6)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library, Shelf | secondary: Book | compact: Library | presented:  | "
                + "Library[Shelf, Book], Phone",
            "the book Shelf showed is Library's child")
        checkEqual((detail().topViewController as? BookViewController)?.bookID, 6, "the sixth book")
        let shelf = Released(library.navigationController.topViewController, "ShelfViewController")
        let shelfFlow = Released(library.childCoordinators.first, "ShelfCoordinator")
        tapBack(in: library.navigationController)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "Shelf ended, the book stays")
        check(StandInDriver.isOnScreen(detail().topViewController!), "the book is on screen")
        checkEqual(heard(since: before), ["library: closed"], "the fifth book hands over closed; Shelf's book goes on")
        return [replaced, shelf, shelfFlow]
    }
    checkReleased(watched)
}

step("a modal flow from the secondary column's first flow ends on Done; Library's tree follows") {
    top(library.navigationController, LibraryViewController.self)?.simulateOpenSettings()
    StandInDriver.settle()
    checkEqual(
        state(),
        "expanded | primary: Library | secondary: Book | compact: Library | presented: [Settings] | "
            + "Library[Book, Settings], Phone",
        "Settings presented from Library")
    let watched = inScope { () -> [Released] in
        let settings = Released(library.childCoordinators.last, "SettingsCoordinator")
        (split.presentedViewController as? UINavigationController).flatMap { top($0, SettingsViewController.self) }?
            .simulateDone()
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "Settings ended")
        return [settings]
    }
    checkReleased(watched)
}

step("Author runs once in the split view: the compact column's book brings forward the secondary column's") {
    top(detail(), BookViewController.self)?.simulateAuthor()
    StandInDriver.settle()
    checkEqual(
        state(),
        "expanded | primary: Library | secondary: Book, Author | compact: Library | presented:  | "
            + "Library[Book[Author]], Phone",
        "Author in the secondary column")
    StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
    StandInDriver.settle()
    top(phone.navigationController, LibraryViewController.self)?.simulateOpen(bookID: 7)
    StandInDriver.settle()
    top(phone.navigationController, BookViewController.self)?.simulateAuthor()
    StandInDriver.settle()
    checkEqual(
        state(),
        "collapsed | primary: Library | secondary: Book, Author | compact: Library, Book | presented:  | "
            + "Library[Book[Author]], Phone[Book]",
        "no second Author: the one in the hidden column is brought forward there")
    reset()
}

step("an app action starts Settings over the split view: the primary column's flow's child, the compact's collapsed") {
    let watched = inScope { () -> [Released] in
        split.perform(.showSettings)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book, Author | compact: Library | presented: [Settings] | "
                + "Library[Book[Author], Settings], Phone",
            "Settings, Library's child")
        let first = watchedTree(library.childCoordinators.filter { $0 is SettingsCoordinator })
        (split.presentedViewController as? UINavigationController).flatMap { top($0, SettingsViewController.self) }?
            .simulateDone()
        StandInDriver.settle()
        let afterBook =
            "expanded | primary: Library | secondary: Book, Author | compact: Library | presented:  | "
            + "Library[Book[Author]], Phone"
        checkEqual(state(), afterBook, "Settings ended")
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        split.perform(.showSettings)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book, Author | compact: Library | presented: [Settings] | "
                + "Library[Book[Author]], Phone[Settings]",
            "Settings, Phone's child")
        let second = watchedTree(phone.childCoordinators)
        check(
            StandInDriver.swipeDownToDismiss(split.presentedViewController ?? split), "the person can swipe it down")
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book, Author | compact: Library | presented:  | "
                + "Library[Book[Author]], Phone",
            "Settings ended")
        return first + second
    }
    checkReleased(watched)
    reset()
}

step("preview, a showDetail with modal, puts Book in the secondary column while expanded, and presents it collapsed") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        let replaced = watchedTree(library.childCoordinators)
        top(library.navigationController, LibraryViewController.self)?.simulatePreview(bookID: 8)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "the eighth Book in the secondary column, nothing presented")
        checkEqual((detail().topViewController as? BookViewController)?.bookID, 8, "the eighth book")
        // The book it replaced was Shelf's, whose screen does not record what it hears.
        checkEqual(heard(since: before), [], "Library heard nothing yet")
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        top(phone.navigationController, LibraryViewController.self)?.simulatePreview(bookID: 9)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book | compact: Library | presented: [Book] | Library[Book], "
                + "Phone[Book]",
            "the ninth Book presented over Phone, its child")
        checkEqual(split.presentedViewController?.modalPresentationStyle, .formSheet, "as a form sheet")
        let presented = watchedTree(phone.childCoordinators)
        check(
            StandInDriver.swipeDownToDismiss(split.presentedViewController ?? split), "the person can swipe it down")
        checkEqual(
            state(),
            "collapsed | primary: Library | secondary: Book | compact: Library | presented:  | Library[Book], Phone",
            "the presented Book ended")
        checkEqual(heard(since: before), ["library: closed"], "the presented book hands over closed once")
        return replaced + presented
    }
    checkReleased(watched)
    reset()
}

finishScenario()
