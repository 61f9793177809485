// The system's controllers an action presents (the system-controllers fixture; docs/manifest.md, "Opening files", "Web
// pages" and "Mail"). An import opens copies of files of its types, one or several, and runs its action exactly once after
// UIKit has dismissed the picker: with the files, or none after Cancel, a swipe, a refused presentation or types the
// system does not know. A web page runs its action once it has gone, after Done or a swipe, at once when refused or
// when its address is not http or https. A mail is filled from the action's values, and its action hears how it
// ended once the sheet has gone, `.unavailable` at once on a device that cannot send mail. A sign-in on the web shows
// its browser over the flow's window, and its action gets the callback URL, or nil, once the browser has gone. What an
// alert's choice or an import runs can hand its values to the screen that asked ("toScreen"): the screen hears them
// once, after the presentation has gone, and a screen that has gone hears nothing. A dismissal by your code and a flow that ended run nothing, and nothing is
// left alive. Whether the document picker dismisses itself, and when Safari's view controller dismisses itself after
// Done, and when and where a sign-in on the web completes, are open orders (StandInReading.documentPicker…,
// .safariDismissesOnLaterTurn, .webAuthenticationCompletes…): this runs under each. Runs in
// every style and both instantiation modes.

import AuthenticationServices
import MessageUI
import PhotosUI
import SafariServices
import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = HomeCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// Everything is back where the scenario starts: Home alone, no children, nothing presented.
@MainActor
func checkAtRest(line: UInt = #line) {
    StandInDriver.settle()
    checkEqual(screens(navigation), ["HomeViewController"], "Home's stack", line: line)
    checkEqual(app.childCoordinators.count, 0, "Home's children", line: line)
    check(navigation.presentedViewController == nil, "nothing is presented", line: line)
}

@MainActor
func home(line: UInt = #line) -> HomeViewController? {
    top(navigation, HomeViewController.self, line: line)
}

/// The document picker presented over Home's stack, once it is on screen, opening copies of files of `types`.
@MainActor
func shownImport(of types: [String], multiple: Bool = false, line: UInt = #line) -> UIDocumentPickerViewController? {
    StandInDriver.settle()
    let picker = navigation.presentedViewController as? UIDocumentPickerViewController
    check(picker != nil, "the document picker is presented", line: line)
    if let picker {
        let opened = StandInDriver.opened(by: picker)
        checkEqual(opened.types, types, "the types it opens", line: line)
        checkEqual(opened.asCopy, true, "the picker opens copies", line: line)
        checkEqual(opened.multiple, multiple, "whether several files may be picked", line: line)
    }
    return picker
}

/// The Documents screen on top of Home after an import, with the files and the name it was given.
@MainActor
func documents(line: UInt = #line) -> DocumentsViewController? {
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "the picker has gone", line: line)
    checkEqual(
        screens(navigation), ["HomeViewController", "DocumentsViewController"], "Documents is pushed, once",
        line: line)
    return navigation.topViewController as? DocumentsViewController
}

/// Safari's view controller presented over Home's stack, once it is on screen, showing `address`.
@MainActor
func shownPage(_ address: URL, line: UInt = #line) -> SFSafariViewController? {
    StandInDriver.settle()
    let page = navigation.presentedViewController as? SFSafariViewController
    check(page != nil, "Safari's view controller is presented", line: line)
    if let page {
        checkEqual(StandInDriver.address(of: page), address, "the page's address", line: line)
    }
    return page
}

let report = URL(fileURLWithPath: "/Files/report.pdf")
let sketch = URL(fileURLWithPath: "/Files/sketch.png")
let inbox = URL(fileURLWithPath: "/tmp/App-Inbox")
let terms = URL(string: "https://example.com/terms")!

step("an import's file reaches the action it runs as a copy, with the action's values, once the picker has gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenDocument(name: "Ada")
        guard let picker = shownImport(of: ["com.adobe.pdf", "public.plain-text"]) else { return [] }
        check(!StandInDriver.pickDocuments([report, sketch], in: picker), "one file only, where the import allows one")
        check(StandInDriver.pickDocuments([report], in: picker), "the person can pick a file")
        check(!StandInDriver.pickDocuments([report], in: picker), "a second pick while the picker goes does nothing")
        StandInDriver.turnRunLoop()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing is pushed while the picker goes")
        let shown = documents()
        checkEqual(shown?.urls, [inbox.appendingPathComponent("report.pdf")], "the copy of the file picked")
        checkEqual(shown?.name, "Ada", "the action's own value")
        tapBack(in: navigation)
        return [Released(picker, "the document picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("several files where the import allows them; types the system does not declare run the action at once") {
    let watched = inScope { () -> [Released] in
        home()?.simulateAddPhotos(name: "Grace")
        guard let picker = shownImport(of: ["public.image", "com.example.sketch"], multiple: true) else { return [] }
        check(StandInDriver.pickDocuments([report, sketch], in: picker), "the person can pick two files")
        checkEqual(
            documents()?.urls, [report, sketch].map { inbox.appendingPathComponent($0.lastPathComponent) },
            "both copies, in order")
        tapBack(in: navigation)
        StandInDriver.settle()
        home()?.simulateOpenUndeclared(name: "Grace")
        check(navigation.presentedViewController == nil, "no picker for types nobody declares")
        let shown = documents()
        checkEqual(shown?.urls, [], "no files")
        checkEqual(shown?.name, "Grace", "the action's own value")
        tapBack(in: navigation)
        return [Released(picker, "the document picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Cancel, a swipe and a picker UIKit refuses each run the import's action once, with no files") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenDocument(name: "Ada")
        guard let cancelled = shownImport(of: ["com.adobe.pdf", "public.plain-text"]) else { return [] }
        check(StandInDriver.cancelDocumentPicker(cancelled), "the person can cancel")
        checkEqual(documents()?.urls, [], "no files after Cancel")
        tapBack(in: navigation)
        StandInDriver.settle()
        home()?.simulateOpenDocument(name: "Ada")
        guard let swiped = shownImport(of: ["com.adobe.pdf", "public.plain-text"]) else { return [] }
        check(StandInDriver.swipeDownToDismiss(swiped), "the person can swipe the picker down")
        checkEqual(documents()?.urls, [], "no files after a swipe")
        check(!StandInDriver.cancelDocumentPicker(swiped), "the swiped picker is gone")
        tapBack(in: navigation)
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateOpenDocument(name: "Ada")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, other, "UIKit refused the picker")
        checkEqual(screens(navigation), ["HomeViewController", "DocumentsViewController"], "Documents is pushed, once")
        checkEqual((navigation.topViewController as? DocumentsViewController)?.urls, [], "no files when refused")
        navigation.dismiss(animated: false)
        tapBack(in: navigation)
        return [
            Released(cancelled, "the cancelled picker"), Released(swiped, "the swiped picker"),
            Released(other, "the other view controller"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("an import ends Account through the action it runs; a picker your code dismisses runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        check(flow != nil, "Account is started")
        top(navigation, AccountViewController.self)?.simulateImportAll()
        guard let dismissed = shownImport(of: ["public.item"], multiple: true) else { return [] }
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(top(navigation, AccountViewController.self) != nil, "Account still shows")
        checkEqual(app.childCoordinators.count, 1, "nothing ran: Account goes on")
        top(navigation, AccountViewController.self)?.simulateImportAll()
        guard let picker = shownImport(of: ["public.item"], multiple: true) else { return [] }
        check(StandInDriver.pickDocuments([report], in: picker), "the person can pick a file")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        return [
            Released(flow, "AccountCoordinator"), Released(dismissed, "the dismissed picker"),
            Released(picker, "the document picker"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Done closes the page, and its action runs once, after the page has gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulateReadTerms(page: terms)
        guard let page = shownPage(terms) else { return [] }
        check(StandInDriver.tapDone(in: page), "the person can tap Done")
        check(!StandInDriver.tapDone(in: page), "a second Done while the page goes does nothing")
        StandInDriver.turnRunLoop()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing is pushed while the page goes")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the page has gone")
        checkEqual(screens(navigation), ["HomeViewController", "ConsentViewController"], "Consent is pushed, once")
        tapBack(in: navigation)
        return [Released(page, "the page")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a swipe closes the page and runs its action; a page refused, or not http, runs it at once, shown nowhere") {
    let watched = inScope { () -> [Released] in
        home()?.simulateReadTerms(page: terms)
        guard let page = shownPage(terms) else { return [] }
        check(StandInDriver.swipeDownToDismiss(page), "the person can swipe the page down")
        StandInDriver.settle()
        checkEqual(screens(navigation), ["HomeViewController", "ConsentViewController"], "Consent is pushed, once")
        check(!StandInDriver.tapDone(in: page), "the swiped page is gone")
        tapBack(in: navigation)
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateReadTerms(page: terms)
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, other, "UIKit refused the page")
        checkEqual(screens(navigation), ["HomeViewController", "ConsentViewController"], "Consent is pushed, once")
        navigation.dismiss(animated: false)
        tapBack(in: navigation)
        StandInDriver.settle()
        home()?.simulateReadTerms(page: URL(string: "mailto:ada@example.com")!)
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "no page for an address that is not http or https")
        checkEqual(screens(navigation), ["HomeViewController", "ConsentViewController"], "Consent is pushed, once")
        tapBack(in: navigation)
        return [Released(page, "the swiped page"), Released(other, "the other view controller")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a page without an action closes on Done and leaves nothing behind") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenHelp(page: URL(string: "HTTP://example.com/help")!)
        guard let page = shownPage(URL(string: "HTTP://example.com/help")!) else { return [] }
        check(StandInDriver.tapDone(in: page), "the person can tap Done")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the page has gone")
        return [Released(page, "the page")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a page ends Account through its action, presented without animation; a page your code dismisses runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateReadPolicy(page: terms)
        check(navigation.presentedViewController is SFSafariViewController, "the page is up at once, not animated")
        guard let dismissed = shownPage(terms) else { return [] }
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(top(navigation, AccountViewController.self) != nil, "Account still shows")
        checkEqual(app.childCoordinators.count, 1, "nothing ran: Account goes on")
        top(navigation, AccountViewController.self)?.simulateReadPolicy(page: terms)
        guard let page = shownPage(terms) else { return [] }
        check(StandInDriver.tapDone(in: page), "the person can tap Done")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        return [
            Released(flow, "AccountCoordinator"), Released(dismissed, "the dismissed page"), Released(page, "the page"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a page or a picker whose flow ended under it still closes when the person is done, and runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateReadPolicy(page: terms)
        guard let page = shownPage(terms) else { return [] }
        // Your code ends the flow under the page (a timer, a notification); the person then taps Done.
        flow?.finish(animated: false)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the flow has ended")
        checkIdentical(navigation.presentedViewController, page, "the page is still up")
        check(StandInDriver.tapDone(in: page), "the person can tap Done")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the page has gone")
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let second = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateImportAll()
        guard let picker = shownImport(of: ["public.item"], multiple: true) else { return [] }
        second?.finish(animated: false)
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, picker, "the picker is still up")
        check(StandInDriver.cancelDocumentPicker(picker), "the person can cancel")
        StandInDriver.settle()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        return [
            Released(flow, "AccountCoordinator"), Released(page, "the page"), Released(second, "the second Account"),
            Released(picker, "the document picker"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

/// The mail compose sheet presented over Home's stack, once it is on screen, filled as given.
@MainActor
func shownMail(to: [String]?, subject: String, body: String, line: UInt = #line) -> MFMailComposeViewController? {
    StandInDriver.settle()
    let sheet = navigation.presentedViewController as? MFMailComposeViewController
    check(sheet != nil, "the mail compose sheet is presented", line: line)
    if let sheet {
        let mail = StandInDriver.mail(of: sheet)
        checkEqual(mail.to, to, "the recipients", line: line)
        checkEqual(mail.subject, subject, "the subject", line: line)
        checkEqual(mail.body, body, "the body", line: line)
    }
    return sheet
}

/// The MailResult screen on top of Home after a mail, with how it ended and the subject it was given.
@MainActor
func mailResult(line: UInt = #line) -> MailResultViewController? {
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "the sheet has gone", line: line)
    checkEqual(
        screens(navigation), ["HomeViewController", "MailResultViewController"], "MailResult is pushed, once",
        line: line)
    return navigation.topViewController as? MailResultViewController
}

step("a mail is filled from the action's values; how it ended reaches the action it runs once the sheet has gone") {
    let watched = inScope { () -> [Released] in
        var sheets: [Released] = []
        for (result, outcome) in [
            (MFMailComposeResult.sent, MailOutcome.sent), (.saved, .saved), (.failed, .failed),
            (.cancelled, .cancelled),
        ] {
            home()?.simulateWriteFeedback(recipients: ["ada@example.com"], subject: "Hello")
            guard let sheet = shownMail(to: ["ada@example.com"], subject: "Hello", body: "") else { return sheets }
            check(StandInDriver.finishMail(result, in: sheet), "the person can leave the sheet")
            check(!StandInDriver.finishMail(result, in: sheet), "a second tap while the sheet goes does nothing")
            StandInDriver.turnRunLoop()
            checkEqual(screens(navigation), ["HomeViewController"], "nothing is pushed while the sheet goes")
            let shown = mailResult()
            checkEqual(shown?.result, outcome, "how the mail ended")
            checkEqual(shown?.subject, "Hello", "the action's own value")
            tapBack(in: navigation)
            StandInDriver.settle()
            sheets.append(Released(sheet, "the sheet of \(outcome)"))
        }
        return sheets
    }
    checkAtRest()
    checkReleased(watched)
}

step("a swipe, a sheet UIKit refuses and a device that cannot send mail each run the action once") {
    let watched = inScope { () -> [Released] in
        home()?.simulateWriteFeedback(recipients: [], subject: "Hi")
        guard let swiped = shownMail(to: [], subject: "Hi", body: "") else { return [] }
        check(StandInDriver.swipeDownToDismiss(swiped), "the person can swipe the sheet down")
        checkEqual(mailResult()?.result, .cancelled, "cancelled after a swipe")
        check(!StandInDriver.finishMail(.sent, in: swiped), "the swiped sheet is gone")
        tapBack(in: navigation)
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateWriteFeedback(recipients: [], subject: "Hi")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, other, "UIKit refused the sheet")
        checkEqual(screens(navigation), ["HomeViewController", "MailResultViewController"], "MailResult is pushed")
        checkEqual((navigation.topViewController as? MailResultViewController)?.result, .cancelled, "when refused")
        navigation.dismiss(animated: false)
        tapBack(in: navigation)
        StandInDriver.settle()
        StandInDriver.canSendMail = false
        home()?.simulateWriteFeedback(recipients: [], subject: "Hi")
        StandInDriver.canSendMail = true
        checkEqual(mailResult()?.result, .unavailable, "no sheet on a device that cannot send mail")
        tapBack(in: navigation)
        return [Released(swiped, "the swiped sheet"), Released(other, "the other view controller")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a mail without an action goes when the person is done, and leaves nothing behind") {
    let watched = inScope { () -> [Released] in
        home()?.simulateWriteAnything()
        guard let sheet = shownMail(to: [], subject: "", body: "") else { return [] }
        check(StandInDriver.finishMail(.saved, in: sheet), "the person can save a draft")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the sheet has gone")
        return [Released(sheet, "the sheet")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a mail ends Account through its action; a sheet your code dismisses runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateReportProblem(body: "It broke")
        guard let dismissed = shownMail(to: [], subject: "", body: "It broke") else { return [] }
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(top(navigation, AccountViewController.self) != nil, "Account still shows")
        checkEqual(app.childCoordinators.count, 1, "nothing ran: Account goes on")
        top(navigation, AccountViewController.self)?.simulateReportProblem(body: "It broke")
        guard let sheet = shownMail(to: [], subject: "", body: "It broke") else { return [] }
        check(StandInDriver.finishMail(.sent, in: sheet), "the person can send")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        return [
            Released(flow, "AccountCoordinator"), Released(dismissed, "the dismissed sheet"),
            Released(sheet, "the sheet"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a mail whose flow ended under it still goes when the person is done, and runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateReportProblem(body: "It broke")
        guard let sheet = shownMail(to: [], subject: "", body: "It broke") else { return [] }
        flow?.finish(animated: false)
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, sheet, "the sheet is still up")
        check(StandInDriver.finishMail(.cancelled, in: sheet), "the person can cancel")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the sheet has gone")
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        return [Released(flow, "AccountCoordinator"), Released(sheet, "the sheet")]
    }
    checkAtRest()
    checkReleased(watched)
}

let login = URL(string: "https://example.com/login")!
let callback = URL(string: "myapp://signed-in?token=1")!

/// The browser of a sign-in on the web, over Home's stack, once it is on screen, showing `page`.
@MainActor
func shownBrowser(
    _ page: URL, scheme: String?, ephemeral: Bool = false, line: UInt = #line
) -> StandInWebAuthenticationBrowser? {
    StandInDriver.settle()
    let browser = navigation.presentedViewController as? StandInWebAuthenticationBrowser
    check(browser != nil, "the sign-in's browser is presented", line: line)
    if let browser {
        let shown = StandInDriver.signIn(shownBy: browser)
        checkEqual(shown.url, page, "the sign-in page", line: line)
        checkEqual(shown.callbackScheme, scheme, "the callback scheme", line: line)
        checkEqual(shown.ephemeral, ephemeral, "whether the browser shares nothing with Safari", line: line)
    }
    return browser
}

/// The SignedIn screen on top of Home after a sign-in, with its callback.
@MainActor
func signedIn(line: UInt = #line) -> SignedInViewController? {
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "the browser has gone", line: line)
    checkEqual(
        screens(navigation), ["HomeViewController", "SignedInViewController"], "SignedIn is pushed, once", line: line)
    return navigation.topViewController as? SignedInViewController
}

step("a web sign-in's callback reaches the action it runs once the browser has gone; other schemes do not end it") {
    let watched = inScope { () -> [Released] in
        home()?.simulateSignIn(page: login)
        guard let browser = shownBrowser(login, scheme: "myapp") else { return [] }
        check(
            !StandInDriver.signIn(redirectingTo: URL(string: "other://x")!, in: browser),
            "a redirect to another scheme does not end the sign-in")
        check(StandInDriver.signIn(redirectingTo: callback, in: browser), "the person can sign in")
        check(!StandInDriver.cancelSignIn(in: browser), "a cancel while the browser goes does nothing")
        StandInDriver.turnRunLoop()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing is pushed while the browser goes")
        checkEqual(signedIn()?.callback, callback, "the callback")
        tapBack(in: navigation)
        return [Released(browser, "the browser")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Cancel, a swipe and an address that is not http each give the action nil, once") {
    let watched = inScope { () -> [Released] in
        home()?.simulateSignIn(page: login)
        guard let cancelled = shownBrowser(login, scheme: "myapp") else { return [] }
        check(StandInDriver.cancelSignIn(in: cancelled), "the person can cancel")
        checkEqual(signedIn()?.callback, nil, "no callback after Cancel")
        tapBack(in: navigation)
        StandInDriver.settle()
        home()?.simulateSignIn(page: login)
        guard let swiped = shownBrowser(login, scheme: "myapp") else { return [] }
        check(StandInDriver.swipeDownToDismiss(swiped), "the person can swipe the browser down")
        checkEqual(signedIn()?.callback, nil, "no callback after a swipe")
        tapBack(in: navigation)
        StandInDriver.settle()
        home()?.simulateSignIn(page: URL(string: "ftp://example.com/login")!)
        StandInDriver.settle()
        checkEqual(signedIn()?.callback, nil, "no browser and no callback for an address that is not http")
        tapBack(in: navigation)
        return [Released(cancelled, "the cancelled browser"), Released(swiped, "the swiped browser")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a sign-in that shares nothing with Safari, started without animation, takes any callback scheme") {
    let watched = inScope { () -> [Released] in
        home()?.simulateSignInPrivately(page: login)
        guard let browser = shownBrowser(login, scheme: nil, ephemeral: true) else { return [] }
        let registered = URL(string: "registered://done")!
        check(StandInDriver.signIn(redirectingTo: registered, in: browser), "the person can sign in")
        checkEqual(signedIn()?.callback, registered, "the callback")
        tapBack(in: navigation)
        return [Released(browser, "the browser")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a sign-in ends Account through its action; one whose flow ended under it still goes, and runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateSignInAgain(page: login)
        guard let browser = shownBrowser(login, scheme: "myapp") else { return [] }
        check(StandInDriver.signIn(redirectingTo: callback, in: browser), "the person can sign in")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let second = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateSignInAgain(page: login)
        guard let left = shownBrowser(login, scheme: "myapp") else { return [] }
        second?.finish(animated: false)
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, left, "the browser is still up")
        check(StandInDriver.signIn(redirectingTo: callback, in: left), "the person can still sign in")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the browser has gone")
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        return [
            Released(flow, "AccountCoordinator"), Released(browser, "the browser"),
            Released(second, "the second Account"), Released(left, "the browser left behind"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a choice that hands its value to the screen reaches it once, after the alert has gone, and nothing else runs") {
    let watched = inScope { () -> [Released] in
        home()?.simulateChooseColor(colors: ["Red", "Blue"])
        StandInDriver.settle()
        guard let alert = navigation.presentedViewController as? UIAlertController else {
            check(false, "the alert is presented")
            return []
        }
        check(StandInDriver.tapChoice("Blue", in: alert), "the person can choose Blue")
        StandInDriver.turnRunLoop()
        checkEqual(home()?.heard, [], "the screen hears nothing while the alert goes")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the alert has gone")
        checkEqual(home()?.heard, ["color Blue"], "the screen heard the choice, once")
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was pushed")
        home()?.simulateChooseColor(colors: ["Red"])
        StandInDriver.settle()
        if let cancelled = navigation.presentedViewController as? UIAlertController {
            check(StandInDriver.tapChoice("Cancel", in: cancelled), "the person can cancel")
        }
        StandInDriver.settle()
        checkEqual(home()?.heard, ["color Blue"], "a cancel hands nothing")
        home()?.heard = []
        return [Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("an import hands its files to the screen once the picker has gone, to the screen under a pushed one too") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowDocuments(urls: [], name: "Ada")
        StandInDriver.settle()
        let home = navigation.viewControllers.first as? HomeViewController
        home?.simulatePickAttachment()
        guard let picker = shownImport(of: ["public.item"]) else { return [] }
        check(StandInDriver.pickDocuments([report], in: picker), "the person can pick a file")
        StandInDriver.turnRunLoop()
        checkEqual(home?.heard, [], "nothing is heard while the picker goes")
        StandInDriver.settle()
        checkEqual(home?.heard, ["attachments report.pdf"], "Home, under Documents, heard the file, once")
        checkEqual(screens(navigation), ["HomeViewController", "DocumentsViewController"], "nothing was pushed")
        tapBack(in: navigation)
        home?.heard = []
        return [Released(picker, "the document picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a screen that has gone when its import ends hears nothing, and nothing else runs") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        let account = top(navigation, AccountViewController.self)
        account?.simulatePickAvatar()
        guard let picker = shownImport(of: ["public.image"]) else { return [] }
        flow?.finish(animated: false)
        StandInDriver.settle()
        check(StandInDriver.pickDocuments([sketch], in: picker), "the person can still pick a file")
        StandInDriver.settle()
        checkEqual(account?.heard, [], "the screen that has gone heard nothing")
        checkEqual(home()?.heard, [], "nor did Home")
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let second = top(navigation, AccountViewController.self)
        second?.simulatePickAvatar()
        guard let kept = shownImport(of: ["public.image"]) else { return [] }
        check(StandInDriver.pickDocuments([sketch], in: kept), "the person can pick a file")
        StandInDriver.settle()
        checkEqual(second?.heard, ["avatar sketch.png"], "the screen heard the file, once")
        tapBack(in: navigation)
        return [
            Released(flow, "AccountCoordinator"), Released(picker, "the first picker"), Released(kept, "the picker"),
            Released(account, "the first Account screen"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

/// The photo picker presented over Home's stack, once it is on screen.
@MainActor
func shownPhotoPicker(line: UInt = #line) -> PHPickerViewController? {
    StandInDriver.settle()
    let picker = navigation.presentedViewController as? PHPickerViewController
    check(picker != nil, "the photo picker is presented", line: line)
    return picker
}

step("the photo picker, for up to three images, hands what the person picked to Home once it has gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulateChoosePhotos(album: "Trip")
        guard let picker = shownPhotoPicker() else { return [] }
        checkEqual(picker.configuration.selectionLimit, 3, "the limit")
        checkEqual(picker.configuration.filter, .images, "images only")
        check(StandInDriver.pickPhotos(2, in: picker), "the person can pick two photos")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the picker has gone")
        checkEqual(home()?.heard, ["2 photos for Trip"], "Home heard the two photos once")
        check(!StandInDriver.pickPhotos(1, in: picker), "the picker takes no more taps")
        return [Released(picker, "the photo picker")]
    }
    checkAtRest()
    checkReleased(watched)
    home()?.heard = []
}

step("Cancel, a swipe and a picker UIKit refuses each hand Home no photos, once") {
    let watched = inScope { () -> [Released] in
        home()?.simulateChoosePhotos(album: "Cancelled")
        guard let cancelled = shownPhotoPicker() else { return [] }
        check(StandInDriver.cancelPhotos(in: cancelled), "the person can cancel")
        StandInDriver.settle()
        home()?.simulateChoosePhotos(album: "Swiped")
        guard let swiped = shownPhotoPicker() else { return [] }
        check(StandInDriver.swipeDownToDismiss(swiped), "the person can swipe the picker down")
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateChoosePhotos(album: "Refused")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, other, "UIKit refused the picker")
        navigation.dismiss(animated: false)
        StandInDriver.settle()
        checkEqual(
            home()?.heard, ["0 photos for Cancelled", "0 photos for Swiped", "0 photos for Refused"],
            "each heard no photos, once")
        return [
            Released(cancelled, "the cancelled picker"), Released(swiped, "the swiped picker"),
            Released(other, "the other view controller"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
    home()?.heard = []
}

step("a picker of any kind, for one asset, shown without animation; one your code dismisses hands nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulatePickAnything()
        guard let picker = shownPhotoPicker() else { return [] }
        checkEqual(picker.configuration.selectionLimit, 1, "one asset")
        checkEqual(picker.configuration.filter, nil, "every kind")
        check(StandInDriver.pickPhotos(1, in: picker), "the person can pick one")
        StandInDriver.settle()
        home()?.simulatePickAnything()
        guard let dismissed = shownPhotoPicker() else { return [] }
        navigation.dismiss(animated: false)
        StandInDriver.settle()
        checkEqual(home()?.heard, ["1 of anything"], "the one pick, and nothing for the dismissed picker")
        return [Released(picker, "the picker"), Released(dismissed, "the dismissed picker")]
    }
    checkAtRest()
    checkReleased(watched)
    home()?.heard = []
}

/// The print options presented over Home's stack, once they are on screen.
@MainActor
func shownPrintOptions(line: UInt = #line) -> StandInPrintOptions? {
    StandInDriver.settle()
    let options = navigation.presentedViewController as? StandInPrintOptions
    check(options != nil, "the print options are presented over the flow's stack", line: line)
    checkIdentical(options, UIPrintInteractionController.shared.standInOptions, "UIKit's own options", line: line)
    return options
}

step("the print options print the action's item; whether it printed reaches Home once they have gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulatePrintReceipt(receipt: report, from: UIView(frame: .zero))
        guard let options = shownPrintOptions() else { return [] }
        checkEqual(UIPrintInteractionController.shared.printingItem as? URL, report, "what is printed")
        check(UIPrintInteractionController.shared.printingItems == nil, "one item, not a list")
        check(UIPrintInteractionController.shared.anchor == nil, "a sheet on a compact width, pointing at nothing")
        check(StandInDriver.print(printed: true), "the person can tap Print")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the options have gone")
        checkEqual(home()?.heard, ["printed true report.pdf"], "Home heard it printed, once")
        check(!StandInDriver.print(printed: true), "the options take no more taps")
        return [Released(options, "the print options")]
    }
    checkAtRest()
    checkReleased(watched)
    home()?.heard = []
}

step("Cancel, a swipe and options UIKit refuses each tell Home nothing printed, once; your code's dismissal at most") {
    let watched = inScope { () -> [Released] in
        home()?.simulatePrintReceipt(receipt: report, from: UIView(frame: .zero))
        guard let cancelled = shownPrintOptions() else { return [] }
        check(StandInDriver.print(printed: false), "the person can tap Cancel")
        StandInDriver.settle()
        home()?.simulatePrintReceipt(receipt: sketch, from: UIView(frame: .zero))
        guard let swiped = shownPrintOptions() else { return [] }
        check(StandInDriver.swipeDownToDismiss(swiped), "the person can swipe the options down")
        StandInDriver.settle()
        home()?.simulatePrintReceipt(receipt: report, from: UIView(frame: .zero))
        guard let dismissed = shownPrintOptions() else { return [] }
        // While they show, a second print is refused, and its action runs at once.
        home()?.simulatePrintReceipt(receipt: sketch, from: UIView(frame: .zero))
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, dismissed, "the first options stay")
        checkEqual(
            UIPrintInteractionController.shared.printingItem as? URL, report, "the first options still print theirs")
        // Apple does not say whether the controller's dismissal calls the completion handler: Home hears nothing
        // printed once if it does, and nothing if it does not.
        UIPrintInteractionController.shared.dismiss(animated: true)
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "your code dismissed the options")
        let heard = home()?.heard ?? []
        checkEqual(
            Array(heard.prefix(3)),
            ["printed false report.pdf", "printed false sketch.png", "printed false sketch.png"],
            "each heard nothing printed, once, in the order they ended")
        check(
            heard.count == 3 || heard.dropFirst(3) == ["printed false report.pdf"],
            "the dismissed options told Home at most once: \(heard)")
        return [
            Released(cancelled, "the cancelled options"), Released(swiped, "the swiped options"),
            Released(dismissed, "the dismissed options"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
    home()?.heard = []
}

step("on a regular width the options point at the sender; several items print as a list, without animation") {
    let watched = inScope { () -> [Released] in
        StandInDriver.horizontalSizeClass = .regular
        defer { StandInDriver.horizontalSizeClass = .compact }
        let button = UIBarButtonItem()
        home()?.simulatePrintReceipt(receipt: report, from: button)
        guard let options = shownPrintOptions() else { return [] }
        checkIdentical(UIPrintInteractionController.shared.anchor, button, "the popover points at the bar button item")
        check(StandInDriver.print(printed: true), "the person can tap Print")
        StandInDriver.settle()
        let view = UIView(frame: .zero)
        home()?.simulatePrintPages(pages: [Data([1]), Data([2])], from: view)
        check(navigation.presentedViewController is StandInPrintOptions, "the options are up at once, not animated")
        guard let pages = shownPrintOptions() else { return [] }
        checkIdentical(UIPrintInteractionController.shared.anchor, view, "the popover points at the view")
        checkEqual((UIPrintInteractionController.shared.printingItems as? [Data])?.count, 2, "both pages")
        check(UIPrintInteractionController.shared.printingItem == nil, "a list, not one item")
        check(StandInDriver.print(printed: false), "the person can tap Cancel")
        StandInDriver.settle()
        checkEqual(home()?.heard, ["printed true report.pdf"], "only the receipt runs an action")
        return [Released(options, "the options"), Released(pages, "the pages' options"), Released(view, "the view")]
    }
    checkAtRest()
    checkReleased(watched)
    home()?.heard = []
}

step("printing ends Account through its action; options whose flow ended under them still go, and run nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        let image = UIImage(systemName: "doc")!
        top(navigation, AccountViewController.self)?.simulatePrintStatement(
            statement: image, from: UIView(frame: .zero))
        guard let options = shownPrintOptions() else { return [] }
        check(StandInDriver.print(printed: true), "the person can tap Print")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let second = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulatePrintStatement(
            statement: image, from: UIView(frame: .zero))
        guard let left = shownPrintOptions() else { return [] }
        // Your code ends the flow under the options; the person then taps Print.
        second?.finish(animated: false)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the flow has ended")
        checkIdentical(navigation.presentedViewController, left, "the options are still up")
        check(StandInDriver.print(printed: true), "the person can tap Print")
        StandInDriver.settle()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        return [
            Released(flow, "AccountCoordinator"), Released(options, "the options"),
            Released(second, "the second Account"), Released(left, "the options left behind"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

finishScenario()
