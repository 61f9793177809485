// Stack edits (docs/manifest.md, "Taking screens off the stack"): a push that takes named screens off the stack in
// the same change, and a stack set to a list of screens. The flow's first screen may go, and the flow stays with its first remaining screen; a screen may
// replace itself; a child flow may drop its own first screen; what goes is released, and a change UIKit drops moves
// nothing. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = MainCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// Back to Welcome alone, from List alone, through List's restart.
@MainActor
func restart(line: UInt = #line) {
    StandInDriver.settle()
    top(navigation, ListViewController.self, line: line)?.simulateRestart()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["WelcomeViewController"], "after restart", line: line)
    checkIdentical(app.rootViewController, navigation.topViewController, "Main's first screen is Welcome", line: line)
}

step("Welcome's skip pushes List and takes Welcome off: List becomes Main's first screen") {
    let watched = inScope { () -> [Released] in
        let welcome = Released(navigation.topViewController, "WelcomeViewController")
        top(navigation, WelcomeViewController.self)?.simulateSkip()
        StandInDriver.settle()
        checkEqual(screens(navigation), ["ListViewController"], "after skip")
        checkIdentical(app.rootViewController, navigation.topViewController, "Main's first screen is List")
        return [welcome]
    }
    checkReleased(watched)
    restart()
}

step("Terms' accept takes Welcome and Terms off as it pushes List") {
    let watched = inScope { () -> [Released] in
        let welcome = Released(navigation.topViewController, "WelcomeViewController")
        top(navigation, WelcomeViewController.self)?.simulateNext()
        StandInDriver.settle()
        let terms = Released(navigation.topViewController, "TermsViewController")
        top(navigation, TermsViewController.self)?.simulateAccept()
        StandInDriver.settle()
        checkEqual(screens(navigation), ["ListViewController"], "after accept")
        checkIdentical(app.rootViewController, navigation.topViewController, "Main's first screen is List")
        return [welcome, terms]
    }
    checkReleased(watched)
    restart()
}

step("Item's following replaces Item with the next one") {
    let watched = inScope { () -> [Released] in
        top(navigation, WelcomeViewController.self)?.simulateSkip()
        StandInDriver.settle()
        top(navigation, ListViewController.self)?.simulateOpen(itemID: 1)
        StandInDriver.settle()
        let first = Released(navigation.topViewController, "the first ItemViewController")
        top(navigation, ItemViewController.self)?.simulateFollowing(itemID: 2)
        StandInDriver.settle()
        checkEqual(screens(navigation), ["ListViewController", "ItemViewController"], "after following")
        checkEqual(top(navigation, ItemViewController.self)?.itemID, 2, "the item shown")
        let second = Released(navigation.topViewController, "the second ItemViewController")
        tapBack(in: navigation)
        return [first, second]
    }
    checkReleased(watched)
    restart()
}

step("a child flow that takes its own first screen off stays, with its next screen first, and ends by its finish") {
    let watched = inScope { () -> [Released] in
        top(navigation, WelcomeViewController.self)?.simulateSignUp()
        StandInDriver.settle()
        let signup = app.childCoordinators.first as? SignupCoordinator
        check(signup != nil, "signUp starts Signup")
        let email = Released(navigation.topViewController, "EmailViewController")
        top(navigation, EmailViewController.self)?.simulateProceed()
        StandInDriver.settle()
        checkEqual(screens(navigation), ["WelcomeViewController", "PasswordViewController"], "after proceed")
        checkEqual(app.childCoordinators.count, 1, "Signup is still Main's child")
        checkIdentical(signup?.rootViewController, navigation.topViewController, "Signup's first screen is Password")
        top(navigation, PasswordViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(screens(navigation), ["WelcomeViewController"], "after Signup's finish")
        checkEqual(app.childCoordinators.count, 0, "Main's children after Signup's finish")
        return [email, Released(signup, "SignupCoordinator")]
    }
    checkReleased(watched)
}

step("Welcome's resume sets the stack to List and the item: List becomes Main's first screen") {
    let watched = inScope { () -> [Released] in
        let welcome = Released(navigation.topViewController, "WelcomeViewController")
        top(navigation, WelcomeViewController.self)?.simulateResume(itemID: 7)
        StandInDriver.settle()
        checkEqual(screens(navigation), ["ListViewController", "ItemViewController"], "after resume")
        checkEqual(top(navigation, ItemViewController.self)?.itemID, 7, "the item shown")
        checkEqual(
            app.rootViewController.map { "\(type(of: $0))" }, "ListViewController", "Main's first screen is List")
        let item = Released(navigation.topViewController, "ItemViewController")
        tapBack(in: navigation)
        return [welcome, item]
    }
    checkReleased(watched)
    restart()
}

step("Signup's startOver sets its own screens back to Email and keeps Welcome below; the flow stays") {
    let watched = inScope { () -> [Released] in
        top(navigation, WelcomeViewController.self)?.simulateSignUp()
        StandInDriver.settle()
        let signup = app.childCoordinators.first as? SignupCoordinator
        top(navigation, EmailViewController.self)?.simulateProceed()
        StandInDriver.settle()
        let password = Released(navigation.topViewController, "PasswordViewController")
        top(navigation, PasswordViewController.self)?.simulateStartOver()
        StandInDriver.settle()
        checkEqual(screens(navigation), ["WelcomeViewController", "EmailViewController"], "after startOver")
        checkEqual(app.childCoordinators.count, 1, "Signup is still Main's child")
        checkIdentical(signup?.rootViewController, navigation.topViewController, "Signup's first screen is Email")
        tapBack(in: navigation)
        return [password, Released(signup, "SignupCoordinator")]
    }
    StandInDriver.settle()
    checkEqual(app.childCoordinators.count, 0, "Main's children after the back button")
    checkReleased(watched)
}

step("a skip from code while Signup is pushed: none of Main's screens stays, so Signup ends with its screens") {
    let watched = inScope { () -> [Released] in
        top(navigation, WelcomeViewController.self)?.simulateSignUp()
        StandInDriver.settle()
        let signup = app.childCoordinators.first as? SignupCoordinator
        let email = Released(navigation.topViewController, "EmailViewController")
        // Main's first screen is below Signup's: List must not land above Signup's screens as Main's first screen.
        app.skip()
        StandInDriver.settle()
        checkEqual(screens(navigation), ["ListViewController"], "after the skip")
        checkIdentical(app.rootViewController, navigation.topViewController, "Main's first screen is List")
        checkEqual(app.childCoordinators.count, 0, "Main's children after the skip")
        return [email, Released(signup, "SignupCoordinator")]
    }
    checkReleased(watched)
    restart()
}

step("a skip UIKit drops (a push still animates) moves nothing: Welcome stays Main's first screen") {
    top(navigation, WelcomeViewController.self)?.simulateNext()
    // The push of Terms still animates: UIKit drops the change.
    app.skip()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["WelcomeViewController", "TermsViewController"], "after the dropped skip")
    checkEqual(
        app.rootViewController.map { "\(type(of: $0))" }, "WelcomeViewController", "Main's first screen is Welcome")
    top(navigation, TermsViewController.self)?.simulateBack()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["WelcomeViewController"], "after back")
}

finishScenario()
