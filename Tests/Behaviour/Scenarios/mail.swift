// A split view with three columns (the mail fixture): Mailboxes in the primary column, Inbox in the supplementary
// column until Mailboxes' openFolder (a showSupplementary) puts a Folder flow there, Welcome in the secondary column
// until a showDetail from the primary or supplementary column puts a Message flow there, and Phone, which starts at the
// same Mailboxes screen, on a compact width. Mailboxes keeps every column's flow as its child, whichever column asked:
// replacing the supplementary column's flow leaves the message it showed, and a replaced flow ends with the flows it
// started and is released. A message hands over its result (closed, when it is left) exactly once, to the screen that
// showed it, whichever way it ends. A route opens from the primary column's flow while expanded, through the columns,
// and from Phone while collapsed, by pushing. Runs in every style and both instantiation modes, under every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let split = MailSplitViewController()
window.rootViewController = split
window.makeKeyAndVisible()
let mailboxes = split.mailboxesCoordinator
let phone = split.phoneCoordinator

/// The stack of `column`.
@MainActor
func stack(_ column: UISplitViewController.Column) -> UINavigationController {
    split.viewController(for: column) as? UINavigationController ?? UINavigationController()
}

/// Each column's screens, what is presented, and the coordinator trees.
@MainActor
func state() -> String {
    let names = { (column: UISplitViewController.Column) in
        stack(column).viewControllers.map(named).joined(separator: ", ")
    }
    let presented = (split.presentedViewController as? UINavigationController).map {
        "[" + $0.viewControllers.map(named).joined(separator: ", ") + "]"
    }
    return (split.isCollapsed ? "collapsed" : "expanded") + " | \(names(.primary)) | \(names(.supplementary)) | "
        + "\(names(.secondary)) | compact: \(names(.compact)) | presented: \(presented ?? "") | "
        + "\(tree(mailboxes)), \(tree(phone))"
}

/// What the screens heard of their flows' results since `count` had been heard.
@MainActor
func heard(since count: Int) -> [String] {
    Array(Received.results.dropFirst(count))
}

step("the split view starts with a flow per column; Inbox and Welcome are Mailboxes' children") {
    checkEqual(
        state(),
        "expanded | Mailboxes | Inbox | Welcome | compact: Mailboxes | presented:  | Mailboxes[Inbox, Welcome], Phone",
        "at start")
    checkEqual(split.style, .tripleColumn, "three columns")
    for column: UISplitViewController.Column in [.primary, .supplementary, .secondary] {
        check(StandInDriver.isOnScreen(stack(column).topViewController!), "column \(column.rawValue) is on screen")
    }
    check(!StandInDriver.isOnScreen(phone.navigationController.topViewController!), "Phone is not on screen")
}

step("read in the supplementary column puts a Message in the secondary column; Mailboxes keeps it") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        let welcome = Released(stack(.secondary).topViewController, "WelcomeViewController")
        let welcomeFlow = Released(mailboxes.childCoordinators.last, "WelcomeCoordinator")
        top(stack(.supplementary), InboxViewController.self)?.simulateRead(messageID: 1)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Inbox | Message | compact: Mailboxes | presented:  | Mailboxes[Inbox, Message], Phone",
            "Message in the secondary column")
        checkEqual((stack(.secondary).topViewController as? MessageViewController)?.messageID, 1, "the message")
        check(StandInDriver.isOnScreen(stack(.secondary).topViewController!), "Message is on screen")
        checkEqual(heard(since: before), [String](), "Welcome has no result")
        return [welcome, welcomeFlow]
    }
    checkReleased(watched)
}

step("openFolder replaces Inbox in the supplementary column; the message it showed stays") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        top(stack(.secondary), MessageViewController.self)?.simulateAttachments()
        StandInDriver.settle()
        let inbox = Released(stack(.supplementary).topViewController, "InboxViewController")
        let inboxFlow = Released(mailboxes.childCoordinators.first, "InboxCoordinator")
        top(stack(.primary), MailboxesViewController.self)?.simulateOpenFolder(folder: "Archive")
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message, Attachments | compact: Mailboxes | presented:  | "
                + "Mailboxes[Message, Folder], Phone",
            "Folder in the supplementary column, the message as it was")
        checkEqual((stack(.supplementary).topViewController as? FolderViewController)?.folder, "Archive", "the folder")
        check(StandInDriver.isOnScreen(stack(.supplementary).topViewController!), "Folder is on screen")
        checkEqual(heard(since: before), [String](), "nothing ended with a result")
        return [inbox, inboxFlow]
    }
    checkReleased(watched)
}

step("read in the folder replaces the message, with the screens it pushed; the inbox's message says closed once") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        let message = Released(stack(.secondary).viewControllers.first, "the first MessageViewController")
        let attachments = Released(stack(.secondary).topViewController, "AttachmentsViewController")
        let messageFlow = Released(mailboxes.childCoordinators.first, "the first MessageCoordinator")
        top(stack(.supplementary), FolderViewController.self)?.simulateRead(messageID: 2)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message | compact: Mailboxes | presented:  | "
                + "Mailboxes[Folder, Message], Phone",
            "the second message")
        checkEqual((stack(.secondary).topViewController as? MessageViewController)?.messageID, 2, "the second message")
        checkEqual(heard(since: before), [String](), "the inbox that showed the first message has gone")
        return [message, attachments, messageFlow]
    }
    checkReleased(watched)
}

step("a message replaced by code while Compose is presented takes Compose along; the folder hears closed once") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        top(stack(.secondary), MessageViewController.self)?.simulateReply()
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message | compact: Mailboxes | presented: [Compose] | "
                + "Mailboxes[Folder, Message[Compose]], Phone",
            "Compose presented from the message")
        let compose = Released((split.presentedViewController as? UINavigationController)?.topViewController, "Compose")
        let messageFlow = Released(mailboxes.childCoordinators.last, "the MessageCoordinator with Compose")
        // Your code (a keyboard shortcut) opens another message while Compose is up.
        mailboxes.openMessage(messageID: 3)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message | compact: Mailboxes | presented:  | "
                + "Mailboxes[Folder, Message], Phone",
            "the third message, Compose gone")
        checkEqual((stack(.secondary).topViewController as? MessageViewController)?.messageID, 3, "the third message")
        checkEqual(heard(since: before), ["folder Archive: closed"], "the folder's message hands over closed once")
        return [compose, messageFlow]
    }
    checkReleased(watched)
}

step("collapsed, Phone pushes a folder and a message; back ends each, and the columns' flows stay as they were") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        check(StandInDriver.isOnScreen(phone.navigationController.topViewController!), "Phone is on screen")
        check(!StandInDriver.isOnScreen(stack(.supplementary).topViewController!), "the folder column is not")
        top(phone.navigationController, MailboxesViewController.self)?.simulateOpenFolder(folder: "Sent")
        StandInDriver.settle()
        top(phone.navigationController, FolderViewController.self)?.simulateRead(messageID: 4)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | Mailboxes | Folder | Message | compact: Mailboxes, Folder, Message | presented:  | "
                + "Mailboxes[Folder, Message], Phone[Folder[Message]]",
            "a folder and a message pushed on Phone's stack")
        let pushed = Released(phone.navigationController.topViewController, "the pushed MessageViewController")
        let folder = Released(phone.navigationController.viewControllers[1], "the pushed FolderViewController")
        let folderFlow = Released(phone.childCoordinators.first, "the pushed FolderCoordinator")
        tapBack(in: phone.navigationController)
        StandInDriver.settle()
        checkEqual(heard(since: before), ["folder Sent: closed"], "Phone's message hands over closed once")
        tapBack(in: phone.navigationController)
        StandInDriver.settle()
        checkEqual(
            state(),
            "collapsed | Mailboxes | Folder | Message | compact: Mailboxes | presented:  | "
                + "Mailboxes[Folder, Message], Phone",
            "back on Phone ends the pushed flows")
        return [pushed, folder, folderFlow]
    }
    checkReleased(watched)
    StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
    StandInDriver.settle()
    for column: UISplitViewController.Column in [.primary, .supplementary, .secondary] {
        check(StandInDriver.isOnScreen(stack(column).topViewController!), "column \(column.rawValue) is on screen")
    }
}

step("a folder opened by code while collapsed goes to the hidden supplementary column, and shows on expanding") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        let replaced = Released(stack(.supplementary).topViewController, "the FolderViewController replaced")
        mailboxes.openFolder(folder: "Drafts")
        StandInDriver.settle()
        check(!StandInDriver.isOnScreen(stack(.supplementary).topViewController!), "not on screen while collapsed")
        StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message | compact: Mailboxes | presented:  | "
                + "Mailboxes[Message, Folder], Phone",
            "the Drafts folder beside the message")
        check(StandInDriver.isOnScreen(stack(.supplementary).topViewController!), "on screen once expanded")
        checkEqual((stack(.supplementary).topViewController as? FolderViewController)?.folder, "Drafts", "Drafts")
        checkEqual(heard(since: before), [String](), "no message ended")
        return [replaced]
    }
    checkReleased(watched)
}

/// Opens `route` and settles; what `open` reported.
@MainActor
func open(_ route: AppRoute, animated: Bool = true) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    route.open(in: split, animated: animated) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

step("expanded, a route opens a folder in the supplementary column and a message in the secondary") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        let folder = Released(stack(.supplementary).topViewController, "the Drafts FolderViewController")
        let message = Released(stack(.secondary).topViewController, "the third MessageViewController")
        checkEqual(open(.attachments(folder: "Work", messageID: 7)), [.opened], "what open reported")
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message, Attachments | compact: Mailboxes | presented:  | "
                + "Mailboxes[Folder, Message], Phone",
            "the route's folder, message and attachments")
        checkEqual((stack(.supplementary).topViewController as? FolderViewController)?.folder, "Work", "the folder")
        checkEqual((stack(.secondary).viewControllers.first as? MessageViewController)?.messageID, 7, "the message")
        checkEqual(heard(since: before), ["mailboxes: closed"], "the message Mailboxes showed hands over closed once")
        return [folder, message]
    }
    checkReleased(watched)
}

step("expanded, a route dismisses what is presented first; the replaced message's folder hears closed once") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        top(stack(.secondary), AttachmentsViewController.self)?.simulateBack()
        StandInDriver.settle()
        top(stack(.secondary), MessageViewController.self)?.simulateReply()
        StandInDriver.settle()
        let compose = Released((split.presentedViewController as? UINavigationController)?.topViewController, "Compose")
        checkEqual(open(.message(messageID: 10), animated: false), [.opened], "what open reported")
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message | compact: Mailboxes | presented:  | "
                + "Mailboxes[Folder, Message], Phone",
            "Compose dismissed, the route's message")
        checkEqual((stack(.secondary).topViewController as? MessageViewController)?.messageID, 10, "the message")
        checkEqual(heard(since: before), ["folder Work: closed"], "the Work folder's message hands over closed once")
        return [compose]
    }
    checkReleased(watched)
}

step("collapsed, a route pushes on Phone, back to its first screen first; expanding shows the columns unchanged") {
    let watched = inScope { () -> [Released] in
        let before = Received.results.count
        StandInDriver.changeHorizontalSizeClass(to: .compact, in: window)
        StandInDriver.settle()
        checkEqual(open(.message(messageID: 8)), [.opened], "what the first route reported")
        checkEqual(
            state(),
            "collapsed | Mailboxes | Folder | Message | compact: Mailboxes, Message | presented:  | "
                + "Mailboxes[Folder, Message], Phone[Message]",
            "the message pushed on Phone")
        let pushed = Released(phone.navigationController.topViewController, "the pushed MessageViewController")
        checkEqual(open(.attachments(folder: "Sent", messageID: 9)), [.opened], "what the second route reported")
        checkEqual(
            state(),
            "collapsed | Mailboxes | Folder | Message | compact: Mailboxes, Folder, Message, Attachments | "
                + "presented:  | Mailboxes[Folder, Message], Phone[Folder[Message]]",
            "the folder, message and attachments pushed on Phone")
        checkEqual(heard(since: before), ["mailboxes: closed"], "the first pushed message hands over closed once")
        for _ in 0..<3 {
            tapBack(in: phone.navigationController)
            StandInDriver.settle()
        }
        StandInDriver.changeHorizontalSizeClass(to: .regular, in: window)
        StandInDriver.settle()
        checkEqual(
            state(),
            "expanded | Mailboxes | Folder | Message | compact: Mailboxes | presented:  | "
                + "Mailboxes[Folder, Message], Phone",
            "the columns as they were")
        checkEqual((stack(.secondary).topViewController as? MessageViewController)?.messageID, 10, "the message")
        return [pushed]
    }
    checkReleased(watched)
}

finishScenario()
