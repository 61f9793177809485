// SwiftUI screens in UIKit flows (the swiftui-screens fixture): each is a hosting controller of the author's view,
// which reaches the coordinator through the screen's view model. The person presses the views' buttons: Banner,
// embedded in Feed, pushes Author; Post, pushed with its input, starts Compose, whose result reaches Post's view model
// once, however Compose ends; Info is presented without a navigation controller. Whatever leaves goes with its view
// model. Runs in every style and both instantiation modes, under every reading.

import SwiftUI
import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let feed = FeedCoordinator(navigationController: FlowNavigationController.held())
window.rootViewController = feed.navigationController
window.makeKeyAndVisible()
feed.start()
StandInDriver.settle()

/// Feed's stack, its flow tree, and what its stack presents.
@MainActor
func state() -> String {
    let presented = feed.navigationController.presentedViewController.map { controller in
        " | presented: "
            + ((controller as? UINavigationController)?.viewControllers.map(named) ?? [named(controller)]).joined(
                separator: ", ")
    }
    return feed.navigationController.viewControllers.map(named).joined(separator: ", ") + " " + tree(feed)
        + (presented ?? "")
}

/// Presses the button titled `title` in the SwiftUI view `screen` shows, then lets UIKit finish.
@MainActor
func press<Content: View>(_ title: String, on screen: UIHostingController<Content>?, line: UInt = #line) {
    guard let screen else { return check(false, "no screen to press '\(title)' on", line: line) }
    check(press(title, in: screen.rootView), "'\(title)' is in \(named(screen))'s view", line: line)
    StandInDriver.settle()
}

/// Pushes Post with `id` from Feed, and returns it.
@MainActor
func openPost(_ id: Int) -> PostViewController? {
    top(feed.navigationController, FeedViewController.self)?.simulateOpenPost(id: id)
    StandInDriver.settle()
    return top(feed.navigationController, PostViewController.self)
}

step("each SwiftUI screen is a hosting controller whose view shows the view model the coordinator made") {
    let post = openPost(7)
    checkEqual(state(), "Feed, Post Feed", "Post pushed")
    checkEqual(post?.viewModel.id, 7, "Post's input, in its view model")
    checkIdentical(post?.rootView.viewModel, post?.viewModel, "the view shows the screen's view model")
    tapBack(in: feed.navigationController)
    StandInDriver.settle()
}

step("Banner, embedded in Feed, pushes Author; Author's button pops it, and both go with their view models") {
    let watched = inScope { () -> [Released] in
        let banner = top(feed.navigationController, FeedViewController.self)?.banner
        checkIdentical(banner?.parent, top(feed.navigationController, FeedViewController.self), "Banner, Feed's child")
        press("Featured", on: banner)
        checkEqual(state(), "Feed, Author Feed", "Author pushed by Banner's button")
        let author = top(feed.navigationController, AuthorViewController.self)
        press("Done", on: author)
        checkEqual(state(), "Feed Feed", "Author popped by its own button")
        return [Released(author, "Author"), Released(author?.viewModel, "Author's view model")]
    }
    checkReleased(watched)
}

step("Post's Reply starts Compose; posting ends it, and Post's view model hears the result once") {
    let post = openPost(3)
    let watched = inScope { () -> [Released] in
        press("Reply", on: post)
        checkEqual(state(), "Feed, Post Feed[Compose] | presented: Compose", "Compose presented, Feed's child")
        let stack = feed.navigationController.presentedViewController as? UINavigationController
        let compose = stack.flatMap { top($0, ComposeViewController.self) }
        press("Post", on: compose)
        checkEqual(state(), "Feed, Post Feed", "Compose ended")
        return watchedTree(feed.childCoordinators) + [
            Released(compose, "Compose"), Released(compose?.viewModel, "Compose's view model"),
        ]
    }
    checkReleased(watched)
    checkEqual(Received.results, ["post 3: posted(text: \"hello\")"], "what Post's view model heard")
    checkEqual(post?.viewModel.lastReply, "hello", "the reply Post's view model publishes")
}

step("Compose swiped down, cancelled or dismissed by code ends it as cancelled, once each") {
    let post = top(feed.navigationController, PostViewController.self)
    let watched = inScope { () -> [Released] in
        press("Reply", on: post)
        let swiped = watchedTree(feed.childCoordinators)
        check(
            StandInDriver.swipeDownToDismiss(feed.navigationController.presentedViewController ?? post!),
            "the person can swipe Compose down")
        checkEqual(state(), "Feed, Post Feed", "Compose ended by the swipe")
        press("Reply", on: post)
        let stack = feed.navigationController.presentedViewController as? UINavigationController
        let cancelled = watchedTree(feed.childCoordinators)
        press("Cancel", on: stack.flatMap { top($0, ComposeViewController.self) })
        checkEqual(state(), "Feed, Post Feed", "Compose ended by Cancel")
        press("Reply", on: post)
        let dismissed = watchedTree(feed.childCoordinators)
        // Your code dismisses what Feed's stack presents: Compose's flow ends with it.
        feed.navigationController.dismiss(animated: true)
        StandInDriver.settle()
        checkEqual(state(), "Feed, Post Feed", "Compose ended by your code's dismissal")
        return swiped + cancelled + dismissed
    }
    checkReleased(watched)
    checkEqual(
        Received.results.suffix(3), ["post 3: cancelled", "post 3: cancelled", "post 3: cancelled"],
        "one result for each ending")
    checkEqual(Received.results.count, 4, "no result twice")
}

step("Info, presented as it is, closes with its button or the swipe, and goes with its view model") {
    let post = top(feed.navigationController, PostViewController.self)
    let watched = inScope { () -> [Released] in
        press("Info", on: post)
        checkEqual(state(), "Feed, Post Feed | presented: Info", "Info presented without a navigation controller")
        let info = feed.navigationController.presentedViewController as? InfoViewController
        press("Close", on: info)
        checkEqual(state(), "Feed, Post Feed", "Info closed by its button")
        press("Info", on: post)
        let swiped = feed.navigationController.presentedViewController as? InfoViewController
        check(StandInDriver.swipeDownToDismiss(swiped ?? post!), "the person can swipe Info down")
        checkEqual(state(), "Feed, Post Feed", "Info swiped down")
        return [
            Released(info, "Info"), Released(info?.viewModel, "Info's view model"), Released(swiped, "swiped Info"),
        ]
    }
    checkReleased(watched)
}

step("Post popped goes with its view model and its view") {
    let watched = inScope { () -> [Released] in
        let post = top(feed.navigationController, PostViewController.self)
        tapBack(in: feed.navigationController)
        StandInDriver.settle()
        return [Released(post, "Post"), Released(post?.viewModel, "Post's view model")]
    }
    checkReleased(watched)
    checkEqual(state(), "Feed Feed", "back at Feed")
}

finishScenario()
