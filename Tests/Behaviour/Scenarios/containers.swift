// Containers with flows of their own (the containers fixture): Mailbox embeds the Inbox flow, on a stack of its own,
// from the time its view loads, and the Preview flow when the app asks. Each embedded flow pushes on its own stack,
// not Main's, starts flows over it that end as any child does, and is the root of a tree of its own, which Mailbox
// keeps: removed, or gone with Mailbox, each flow is released with what it showed and started. Runs in every style and
// both instantiation modes, under every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let main = MainCoordinator(navigationController: FlowNavigationController.held())
window.rootViewController = main.navigationController
window.makeKeyAndVisible()
main.start()
StandInDriver.settle()

/// Main's stack, and each embedded flow's stack and tree, while Mailbox is on Main's stack.
@MainActor
func state() -> String {
    let mailbox = main.navigationController.viewControllers.compactMap { $0 as? MailboxViewController }.first
    let inbox = mailbox?.inbox.map {
        "Inbox: " + $0.navigationController.viewControllers.map(named).joined(separator: ", ") + " " + tree($0)
    }
    let preview =
        mailbox?.preview.map {
            "Preview: " + $0.navigationController.viewControllers.map(named).joined(separator: ", ") + " " + tree($0)
        }
    let presented = main.navigationController.presentedViewController.map { controller in
        " | presented: "
            + ((controller as? UINavigationController)?.viewControllers.map(named) ?? [named(controller)]).joined(
                separator: ", ")
    }
    return "Main: " + main.navigationController.viewControllers.map(named).joined(separator: ", ") + " " + tree(main)
        + ([inbox, preview].compactMap { $0 }.map { " | " + $0 }.joined()) + (presented ?? "")
}

/// Pushes Mailbox from Home and returns it.
@MainActor
func openMailbox() -> MailboxViewController? {
    top(main.navigationController, HomeViewController.self)?.simulateOpenMailbox()
    StandInDriver.settle()
    return top(main.navigationController, MailboxViewController.self)
}

step("Mailbox embeds Inbox as its view loads: its stack is Mailbox's child, and Inbox pushes on it, not on Main's") {
    let watched = inScope { () -> [Released] in
        let mailbox = openMailbox()
        checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox", "Inbox embedded, a tree of its own")
        let inbox = mailbox?.inbox
        checkIdentical(inbox?.navigationController.parent, mailbox, "Inbox's stack, Mailbox's child")
        checkIdentical(
            inbox?.navigationController.view.superview, mailbox?.inboxContainerView, "in Inbox's container view")
        inbox.flatMap { top($0.navigationController, InboxViewController.self) }?.simulateOpen(id: 7)
        StandInDriver.settle()
        checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox, Message Inbox", "Message on Inbox's stack")
        checkEqual(inbox.flatMap { top($0.navigationController, MessageViewController.self) }?.id, 7, "the message")
        inbox.flatMap { top($0.navigationController, MessageViewController.self) }?.simulateBack()
        StandInDriver.settle()
        checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox", "back at Inbox")
        return [Released(mailbox, "Mailbox")] + watchedTree(inbox.map { [$0] } ?? [])
    }
    // Mailbox is still on Main's stack: nothing of it may go yet.
    checkEqual(watched.filter { $0.object == nil }.map(\.what), [], "nothing released while Mailbox is shown")
    tapBack(in: main.navigationController)
    StandInDriver.settle()
    checkEqual(state(), "Main: Home Main", "Mailbox popped")
    checkReleased(watched)
}

step("a flow Inbox starts is Inbox's child, presented over everything; the swipe ends it") {
    let watched = inScope { () -> [Released] in
        let mailbox = openMailbox()
        let inbox = mailbox?.inbox
        inbox.flatMap { top($0.navigationController, InboxViewController.self) }?.simulateOpen(id: 3)
        StandInDriver.settle()
        inbox.flatMap { top($0.navigationController, MessageViewController.self) }?.simulateReply()
        StandInDriver.settle()
        checkEqual(
            state(), "Main: Home, Mailbox Main | Inbox: Inbox, Message Inbox[Compose] | presented: Draft",
            "Compose over the app, Inbox's child")
        let compose = watchedTree(inbox?.childCoordinators ?? [])
        check(
            StandInDriver.swipeDownToDismiss(
                main.navigationController.presentedViewController ?? main.navigationController),
            "the person can swipe Compose down")
        checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox, Message Inbox", "Compose ended")
        return compose
    }
    checkReleased(watched)
    tapBack(in: main.navigationController)
    StandInDriver.settle()
}

step("Preview is embedded when the app asks, and goes when removed; shown again, it is a new one") {
    let watched = inScope { () -> [Released] in
        let mailbox = openMailbox()
        checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox", "no Preview yet")
        mailbox?.showPreview()
        StandInDriver.settle()
        checkEqual(
            state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox | Preview: Preview Preview", "Preview embedded")
        let preview = mailbox?.preview
        checkIdentical(preview?.navigationController.view.superview, mailbox?.previewPane, "in its container view")
        mailbox?.showPreview()
        checkIdentical(mailbox?.preview, preview, "shown again while embedded: the same one")
        preview.flatMap { top($0.navigationController, PreviewViewController.self) }?.simulateMore()
        StandInDriver.settle()
        checkEqual(
            state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox | Preview: Preview, PreviewDetail Preview",
            "PreviewDetail on Preview's stack")
        let first = watchedTree(preview.map { [$0] } ?? [])
        mailbox?.removePreview()
        StandInDriver.settle()
        checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox", "Preview removed")
        check(preview?.navigationController.parent == nil, "Preview's stack left Mailbox")
        return first
    }
    checkReleased(watched)
    let again = inScope { () -> [Released] in
        let mailbox = top(main.navigationController, MailboxViewController.self)
        mailbox?.showPreview()
        StandInDriver.settle()
        checkEqual(
            state(), "Main: Home, Mailbox Main | Inbox: Inbox Inbox | Preview: Preview Preview", "a new Preview")
        return watchedTree(mailbox?.preview.map { [$0] } ?? []) + watchedTree(mailbox?.inbox.map { [$0] } ?? [])
            + [Released(mailbox, "Mailbox")]
    }
    // Both embedded flows go with Mailbox.
    tapBack(in: main.navigationController)
    StandInDriver.settle()
    checkEqual(state(), "Main: Home Main", "Mailbox popped")
    checkReleased(again)
}

step("removed while a flow it started is presented, Inbox takes it along: it is dismissed, and everything goes") {
    let watched = inScope { () -> [Released] in
        let mailbox = openMailbox()
        let inbox = mailbox?.inbox
        inbox.flatMap { top($0.navigationController, InboxViewController.self) }?.simulateOpen(id: 1)
        StandInDriver.settle()
        inbox.flatMap { top($0.navigationController, MessageViewController.self) }?.simulateReply()
        StandInDriver.settle()
        let all = watchedTree(inbox.map { [$0] } ?? [])
        mailbox?.removeInbox()
        StandInDriver.settle()
        checkEqual(state(), "Main: Home, Mailbox Main", "Inbox and Compose gone")
        return all
    }
    checkReleased(watched)
    tapBack(in: main.navigationController)
    StandInDriver.settle()
}

step("pushing over Mailbox keeps its flows; coming back finds them as they were") {
    let mailbox = openMailbox()
    let inbox = mailbox?.inbox
    inbox.flatMap { top($0.navigationController, InboxViewController.self) }?.simulateOpen(id: 2)
    StandInDriver.settle()
    mailbox?.simulateShowSettings()
    StandInDriver.settle()
    checkEqual(
        state(), "Main: Home, Mailbox, Settings Main | Inbox: Inbox, Message Inbox", "Settings over Mailbox, Inbox kept"
    )
    top(main.navigationController, SettingsViewController.self)?.simulateDone()
    StandInDriver.settle()
    checkEqual(state(), "Main: Home, Mailbox Main | Inbox: Inbox, Message Inbox", "Inbox as it was")
    checkIdentical(mailbox?.inbox, inbox, "the same Inbox")
    tapBack(in: main.navigationController)
    StandInDriver.settle()
}

finishScenario()
