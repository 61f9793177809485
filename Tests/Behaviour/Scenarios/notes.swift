// A root app: pushes with inputs and defaults, pop, popToRoot, and screens presented in their own navigation
// controller, dismissed by their own action or swiped down.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let notes = NotesCoordinator(navigationController: navigation)
notes.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

step("the root flow shows its first screen on the app's navigation controller") {
    checkEqual(screens(navigation), ["NoteListViewController"], "stack")
    check(navigation.delegate === notes.navigationObserver, "the root coordinator observes the stack")
    check(notes.parentCoordinator == nil, "a root flow has no parent")
}

step("pushes fill inputs from parameters and defaults; popToRoot goes back to the list") {
    let watched = inScope { () -> [Released] in
        top(navigation, NoteListViewController.self)?.simulateOpenNote("n1")
        StandInDriver.settle()
        let first = top(navigation, NoteDetailViewController.self)
        checkEqual(first?.noteID, "n1", "noteID")
        checkEqual(first?.isEditable, true, "isEditable (default)")
        first?.simulateOpenRelated("n2")
        StandInDriver.settle()
        checkEqual(top(navigation, NoteDetailViewController.self)?.noteID, "n2", "related noteID")
        checkEqual(navigation.viewControllers.count, 3, "stack depth")
        return navigation.viewControllers.dropFirst().map { Released($0, "NoteDetailViewController") }
    }
    top(navigation, NoteDetailViewController.self)?.simulateCloseAll()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["NoteListViewController"], "stack after closeAll")
    checkReleased(watched)
}

step("pop goes back one screen") {
    top(navigation, NoteListViewController.self)?.simulateOpenNote("n3")
    StandInDriver.settle()
    top(navigation, NoteDetailViewController.self)?.simulateClose()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["NoteListViewController"], "stack after close")
}

/// Presents the composer and returns its navigation controller.
@MainActor
func presentComposer() -> UINavigationController? {
    top(navigation, NoteListViewController.self)?.simulateCompose()
    StandInDriver.settle()
    guard let presented = navigation.presentedViewController as? UINavigationController else {
        check(false, "compose presents a navigation controller")
        return nil
    }
    checkEqual(screens(presented), ["ComposerViewController"], "presented stack")
    checkEqual(top(presented, ComposerViewController.self)?.draft, nil, "draft (default nil)")
    return presented
}

step("a presented screen pushes onto its own stack and dismisses it") {
    let watched = inScope { () -> [Released] in
        guard let presented = presentComposer() else { return [] }
        top(presented, ComposerViewController.self)?.simulateAttach()
        StandInDriver.settle()
        checkEqual(screens(presented), ["ComposerViewController", "AttachmentsViewController"], "presented stack")
        checkEqual(screens(navigation), ["NoteListViewController"], "the base stack is untouched")
        top(presented, AttachmentsViewController.self)?.simulateDone()
        StandInDriver.settle()
        return [Released(presented, "the composer's navigation controller")]
            + presented.viewControllers.map { Released($0, "\(type(of: $0))") }
    }
    check(navigation.presentedViewController == nil, "the composer is dismissed")
    checkReleased(watched)
}

step("swiping a presented sheet down dismisses it") {
    let watched = inScope { () -> [Released] in
        guard let presented = presentComposer() else { return [] }
        check(StandInDriver.swipeDownToDismiss(presented), "the sheet can be swiped down")
        return [
            Released(presented, "the composer's navigation controller"),
            Released(presented.topViewController, "ComposerViewController"),
        ]
    }
    check(navigation.presentedViewController == nil, "the composer is gone")
    checkReleased(watched)
}

step("a presented screen's own cancel dismisses it") {
    let watched = inScope { () -> [Released] in
        guard let presented = presentComposer() else { return [] }
        top(presented, ComposerViewController.self)?.simulateCancel()
        StandInDriver.settle()
        return [Released(presented, "the composer's navigation controller")]
    }
    check(navigation.presentedViewController == nil, "cancel dismissed the composer")
    checkEqual(screens(navigation), ["NoteListViewController"], "the base stack is untouched")
    checkReleased(watched)
}

step("a presented screen with an input, dismissed by its own action") {
    top(navigation, NoteListViewController.self)?.simulateOpenNote("n4")
    StandInDriver.settle()
    top(navigation, NoteDetailViewController.self)?.simulateShare(text: "hello")
    StandInDriver.settle()
    guard let presented = navigation.presentedViewController as? UINavigationController else {
        check(false, "share presents a navigation controller")
        return
    }
    checkEqual(top(presented, ShareViewController.self)?.message, "hello", "message passed through pass")
    top(presented, ShareViewController.self)?.simulateDismissShare()
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "share is dismissed")
    checkEqual(screens(navigation), ["NoteListViewController", "NoteDetailViewController"], "stack")
}

finishScenario()
