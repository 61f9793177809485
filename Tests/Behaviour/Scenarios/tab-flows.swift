// Flows across tabs (the tab-flows fixture). Single-instance flows: Settings (presented) and Player (pushed) run once
// in the app; starting one again, from the same tab, the other tab or from inside it, brings the running one forward
// (its tab selected, what is above it dismissed, back at its first screen) and starts no second one; once it has
// ended, a start makes a new one; Search, not marked, starts a second one over the first. Cross-tab actions: Library
// shows Home and runs Home's action there, with values; Settings, presented, shows Library; each goes step by step
// after UIKit, from rest, from a sheet and during an animated presentation. A route whose way starts Player, which
// runs in the other tab, goes on in it. Picker, single-instance with a result, started again from the other tab comes
// forward: the screen that asked first hears `cancelled` at once, the one that asked last the result. Everything that
// leaves is released. Runs in every style and both instantiation modes, under every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let home = tabBar.homeCoordinator
let library = tabBar.libraryCoordinator

/// The selected tab, each tab's stack, what is presented, and the coordinator tree.
@MainActor
func state() -> String {
    let roots: [any Coordinator] = [home, library]
    let stacks: [String] = roots.map { coordinator in
        coordinator.navigationController.viewControllers.map(named).joined(separator: ", ")
    }
    var presented: [String] = []
    var current = tabBar.presentedViewController
    while let controller = current {
        let names: [String] = (controller as? UINavigationController)?.viewControllers.map(named) ?? [named(controller)]
        presented.append("[" + names.joined(separator: ", ") + "]")
        current = controller.presentedViewController
    }
    let tabs = "tab \(tabBar.selectedIndex) | Home: \(stacks[0]) | Library: \(stacks[1])"
    let shown = " | presented: " + presented.joined(separator: " > ")
    return tabs + shown + " | " + tree(home) + ", " + tree(library)
}

/// The stack presented over the tab bar, if any.
@MainActor
func presentedStack() -> UINavigationController? {
    tabBar.presentedViewController as? UINavigationController
}

/// Back to one screen per tab, the first tab selected, nothing presented.
@MainActor
func reset() {
    StandInDriver.settle()
    tabBar.dismiss(animated: false)
    home.navigationController.popToRootViewController(animated: false)
    library.navigationController.popToRootViewController(animated: false)
    tabBar.selectedIndex = 0
    StandInDriver.settle()
}

let atRest = "tab 0 | Home: Home | Library: Library | presented:  | Home, Library"

step("Settings started again from the other tab, by code, comes forward at its first screen; no second one") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulateOpenSettings()
        StandInDriver.settle()
        let settings = home.childCoordinators.first
        presentedStack().flatMap { top($0, SettingsViewController.self) }?.simulateAbout()
        StandInDriver.settle()
        let about = presentedStack()?.topViewController
        checkEqual(
            state(), "tab 0 | Home: Home | Library: Library | presented: [Settings, About] | Home[Settings], Library",
            "Settings at About")
        // App code in the other tab (a button under the sheet cannot be tapped) starts Settings again.
        tabBar.selectedIndex = 1
        top(library.navigationController, LibraryViewController.self)?.simulateOpenSettings()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Home: Home | Library: Library | presented: [Settings] | Home[Settings], Library",
            "the same Settings, at its first screen, in its own tab")
        checkIdentical(home.childCoordinators.first, settings, "the running Settings")
        return [Released(about, "About")]
    }
    checkReleased(watched)
}

step("Settings started from inside itself goes back to its first screen") {
    presentedStack().flatMap { top($0, SettingsViewController.self) }?.simulateAbout()
    StandInDriver.settle()
    presentedStack().flatMap { top($0, AboutViewController.self) }?.simulateOpenSettings()
    StandInDriver.settle()
    checkEqual(
        state(), "tab 0 | Home: Home | Library: Library | presented: [Settings] | Home[Settings], Library",
        "Settings at its first screen")
}

step("once Settings has ended, starting it makes a new one") {
    let old = inScope { home.childCoordinators.first.map { Released($0, "the first Settings") } }
    presentedStack().flatMap { top($0, SettingsViewController.self) }?.simulateDone()
    StandInDriver.settle()
    checkEqual(state(), atRest, "Settings ended")
    checkReleased(old.map { [$0] } ?? [])
    tabBar.selectedIndex = 1
    top(library.navigationController, LibraryViewController.self)?.simulateOpenSettings()
    StandInDriver.settle()
    checkEqual(
        state(), "tab 1 | Home: Home | Library: Library | presented: [Settings] | Home, Library[Settings]",
        "a new Settings, from Library")
    reset()
}

step("Player, pushed in Home, started again from Library comes forward: Home selected, what it pushed popped") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulatePlay()
        StandInDriver.settle()
        top(home.navigationController, PlayerViewController.self)?.simulateQueue()
        StandInDriver.settle()
        let queue = home.navigationController.topViewController
        check(queue is QueueViewController, "Player pushed its queue")
        // Settings over Player's tab: bringing Player forward dismisses it.
        home.childCoordinators.first.flatMap { $0 as? PlayerCoordinator }?.openSettings()
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 0 | Home: Home, Player, Queue | Library: Library | presented: [Settings] | Home[Player[Settings]], Library",
            "Player at its queue, Settings over it")
        let settings = presentedStack()
        tabBar.selectedIndex = 1
        top(library.navigationController, LibraryViewController.self)?.simulatePlay()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Home: Home, Player | Library: Library | presented:  | Home[Player], Library",
            "the same Player, at its first screen")
        return [Released(queue, "Queue"), Released(settings, "Settings' stack")]
    }
    checkReleased(watched)
    reset()
}

step("Search, not single-instance, starts a second one over the first") {
    top(home.navigationController, HomeViewController.self)?.simulateSearch()
    StandInDriver.settle()
    presentedStack().flatMap { top($0, SearchViewController.self) }?.simulateSearchAgain()
    StandInDriver.settle()
    checkEqual(
        state(), "tab 0 | Home: Home | Library: Library | presented: [Search, Search] | Home[Search[Search]], Library",
        "two Searches")
    reset()
    checkEqual(state(), atRest, "at rest")
}

step("a cross-tab action shows Home at its first screen, then runs Home's action there") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulateOpen(item: "a")
        StandInDriver.settle()
        let item = home.navigationController.topViewController
        tabBar.selectedIndex = 1
        top(library.navigationController, LibraryViewController.self)?.simulatePlayInHome()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Home: Home, Player | Library: Library | presented:  | Home[Player], Library",
            "Home, back at its first screen, then playing")
        return [Released(item, "the Item Home showed before")]
    }
    checkReleased(watched)
    reset()
}

step("a cross-tab action passes its values to the action it runs") {
    tabBar.selectedIndex = 1
    top(library.navigationController, LibraryViewController.self)?.simulateShowInHome(item: "b")
    StandInDriver.settle()
    checkEqual(state(), "tab 0 | Home: Home, Item | Library: Library | presented:  | Home, Library", "Home's item")
    checkEqual(top(home.navigationController, ItemViewController.self)?.item, "b", "the item it was given")
    reset()
}

step("a cross-tab action from a presented flow dismisses it first; the flow ends") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulateOpenSettings()
        StandInDriver.settle()
        let settings = home.childCoordinators.first
        presentedStack().flatMap { top($0, SettingsViewController.self) }?.simulateGoToLibrary()
        StandInDriver.settle()
        checkEqual(state(), "tab 1 | Home: Home | Library: Library | presented:  | Home, Library", "Library, no sheet")
        return [Released(settings, "Settings")]
    }
    checkReleased(watched)
    reset()
}

step("a cross-tab action during an animated presentation waits for it, then dismisses it") {
    tabBar.selectedIndex = 1
    top(library.navigationController, LibraryViewController.self)?.simulateOpenSettings()
    check(!StandInDriver.isSettled, "Settings is coming in")
    top(library.navigationController, LibraryViewController.self)?.simulateShowInHome(item: "c")
    StandInDriver.settle()
    checkEqual(
        state(), "tab 0 | Home: Home, Item | Library: Library | presented:  | Home, Library",
        "Home's item, Settings gone")
    reset()
}

step("a cross-tab action waiting for a push holds none of the tabs' flows: a tab bar that goes meanwhile takes them") {
    let watched = inScope { () -> [Released] in
        let other = MainTabBarController()
        window.rootViewController = other
        top(other.homeCoordinator.navigationController, HomeViewController.self)?.simulateOpen(item: "d")
        check(!StandInDriver.isSettled, "Item is coming in")
        other.libraryCoordinator.playInHome()
        // The app replaces the tab bar while the cross-tab action still waits for the push.
        window.rootViewController = tabBar
        return [Released(other.homeCoordinator, "the other tab bar's Home")]
    }
    checkReleased(watched)
    StandInDriver.settle()
    checkEqual(state(), atRest, "the app's own tab bar, untouched")
    reset()
}

step("a route whose way starts a single-instance flow running in the other tab goes on in that flow") {
    tabBar.selectedIndex = 1
    top(library.navigationController, LibraryViewController.self)?.simulatePlay()
    StandInDriver.settle()
    let player = library.childCoordinators.first
    tabBar.selectedIndex = 0
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.queue.open(in: tabBar) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "what open reported")
    checkEqual(
        state(), "tab 1 | Home: Home | Library: Library, Player, Queue | presented:  | Home, Library[Player]",
        "the running Player, in its tab, at Queue")
    checkIdentical(library.childCoordinators.first, player, "the running Player")
    reset()
}

step("the same route, when the flow does not run, starts it where its way says") {
    var outcomes: [AppRoute.Outcome] = []
    tabBar.selectedIndex = 1
    AppRoute.queue.open(in: tabBar) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "what open reported")
    checkEqual(
        state(), "tab 0 | Home: Home, Player, Queue | Library: Library | presented:  | Home[Player], Library",
        "a new Player in Home")
    reset()
}

step(
    "Picker, with a result, started again from Library comes forward: Home hears cancelled at once, Library the result"
) {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulatePickColor()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Home: Home | Library: Library | presented: [Picker] | Home[Picker], Library", "Picker")
        let picker = home.childCoordinators.first
        // App code in the other tab (a button under the sheet cannot be tapped) starts Picker again.
        tabBar.selectedIndex = 1
        top(library.navigationController, LibraryViewController.self)?.simulatePickColor()
        StandInDriver.settle()
        checkEqual(Heard.results, ["Home: cancelled"], "Home heard cancelled at once")
        checkEqual(
            state(), "tab 0 | Home: Home | Library: Library | presented: [Picker] | Home[Picker], Library",
            "the same Picker, in its own tab")
        checkIdentical(home.childCoordinators.first, picker, "the running Picker")
        presentedStack().flatMap { top($0, PickerViewController.self) }?.simulateChoose(color: "red")
        StandInDriver.settle()
        checkEqual(
            Heard.results, ["Home: cancelled", "Library: picked(color: \"red\")"], "Library heard the result, once")
        checkEqual(state(), atRest, "Picker ended")
        return [Released(picker, "Picker")]
    }
    checkReleased(watched)
}

// Downloads keeps its state: once dismissed (swiped down or finished), the flow that started it keeps it, and starting
// it again from there brings the same flow back with the same screens, as they were; what it had started ended with it
// and does not come back. A start while it is presented does nothing. It goes when the flow that kept it goes.

step("Downloads, swiped down, then started again, comes back as it was: the same flow and screens") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulateShowDownloads()
        StandInDriver.settle()
        presentedStack().flatMap { top($0, DownloadsViewController.self) }?.simulateDetail(file: "song.mp3")
        StandInDriver.settle()
        let downloads = home.childCoordinators.first
        let screens = presentedStack()?.viewControllers ?? []
        checkEqual(
            state(),
            "tab 0 | Home: Home | Library: Library | presented: [Downloads, DownloadDetail] | Home[Downloads], Library",
            "Downloads at the detail")
        check(StandInDriver.swipeDownToDismiss(presentedStack() ?? tabBar), "the person can swipe Downloads down")
        checkEqual(state(), atRest, "Downloads dismissed, no longer Home's child")
        check(downloads != nil, "Home keeps Downloads")
        top(home.navigationController, HomeViewController.self)?.simulateShowDownloads()
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 0 | Home: Home | Library: Library | presented: [Downloads, DownloadDetail] | Home[Downloads], Library",
            "Downloads back at the detail")
        checkIdentical(home.childCoordinators.first, downloads, "the same Downloads")
        check(
            (presentedStack()?.viewControllers ?? []).elementsEqual(screens, by: ===), "the same screens, in order")
        checkEqual(
            presentedStack().flatMap { top($0, DownloadDetailViewController.self) }?.file, "song.mp3",
            "the detail's file")
        // A start while it is presented (app code: a button under the sheet cannot be tapped) does nothing.
        top(home.navigationController, HomeViewController.self)?.simulateShowDownloads()
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 0 | Home: Home | Library: Library | presented: [Downloads, DownloadDetail] | Home[Downloads], Library",
            "still the one Downloads")
        // Finished, it is kept too, and comes back again.
        presentedStack().flatMap { top($0, DownloadDetailViewController.self) }?.simulateDone()
        StandInDriver.settle()
        checkEqual(state(), atRest, "Downloads finished")
        top(home.navigationController, HomeViewController.self)?.simulateShowDownloads()
        StandInDriver.settle()
        checkIdentical(home.childCoordinators.first, downloads, "the same Downloads once more")
        checkEqual(
            state(),
            "tab 0 | Home: Home | Library: Library | presented: [Downloads, DownloadDetail] | Home[Downloads], Library",
            "Downloads back at the detail once more")
        return []
    }
    checkReleased(watched)
    reset()
}

step("a flow Downloads started ends with it; Downloads comes back without its screens") {
    let watched = inScope { () -> [Released] in
        // Home kept Downloads in the step before: pop it back to its first screen, then let it start Search.
        top(home.navigationController, HomeViewController.self)?.simulateShowDownloads()
        StandInDriver.settle()
        presentedStack()?.popToRootViewController(animated: false)
        StandInDriver.settle()
        presentedStack().flatMap { top($0, DownloadsViewController.self) }?.simulateBrowse()
        StandInDriver.settle()
        let downloads = home.childCoordinators.first
        let search = downloads?.childCoordinators.first
        checkEqual(
            state(),
            "tab 0 | Home: Home | Library: Library | presented: [Downloads, Search] | Home[Downloads[Search]], Library",
            "Search pushed by Downloads")
        check(StandInDriver.swipeDownToDismiss(presentedStack() ?? tabBar), "the person can swipe Downloads down")
        checkEqual(state(), atRest, "Downloads dismissed")
        top(home.navigationController, HomeViewController.self)?.simulateShowDownloads()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Home: Home | Library: Library | presented: [Downloads] | Home[Downloads], Library",
            "Downloads back without Search")
        checkIdentical(home.childCoordinators.first, downloads, "the same Downloads")
        return [Released(search, "Search")]
    }
    checkReleased(watched)
    reset()
}

step("Downloads that Settings kept goes with Settings") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulateOpenSettings()
        StandInDriver.settle()
        let settings = home.childCoordinators.first
        presentedStack().flatMap { top($0, SettingsViewController.self) }?.simulateDownloads()
        StandInDriver.settle()
        let downloads = settings?.childCoordinators.first
        checkEqual(
            state(),
            "tab 0 | Home: Home | Library: Library | presented: [Settings] > [Downloads] | Home[Settings[Downloads]], "
                + "Library",
            "Downloads over Settings, full screen")
        var topmost = tabBar.presentedViewController
        while let next = topmost?.presentedViewController {
            topmost = next
        }
        (topmost as? UINavigationController).flatMap { stack in
            stack.viewControllers.first as? DownloadsViewController
        }?.simulateDone()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Home: Home | Library: Library | presented: [Settings] | Home[Settings], Library",
            "Downloads finished, kept by Settings")
        presentedStack().flatMap { top($0, SettingsViewController.self) }?.simulateDone()
        StandInDriver.settle()
        checkEqual(state(), atRest, "Settings ended")
        return [Released(settings, "Settings"), Released(downloads, "the Downloads Settings kept")]
    }
    checkReleased(watched)
}

finishScenario()
