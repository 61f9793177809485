// The UIKit stand-in's own rules, checked without generated code: the timing, refusals and callbacks that the
// generated runtime is held to must be there, or the other scenarios prove nothing.

import UIKit

/// Records its appearance callbacks with the flags UIKit reports during each.
final class Probe: UIViewController {
    let name: String
    static var log: [String] = []

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    private func record(_ callback: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingTo") }
        if isMovingFromParent { flags.append("movingFrom") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        Probe.log.append("\(name).\(callback)" + (flags.isEmpty ? "" : "[\(flags.joined(separator: ","))]"))
    }

    override func viewWillAppear(_ animated: Bool) { record("willAppear") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
}

@MainActor
func takeLog() -> [String] {
    defer { Probe.log.removeAll() }
    return Probe.log
}

registerStoryboards()
let window = UIWindow(frame: .zero)
let root = Probe("root")
let stack = UINavigationController(rootViewController: root)
let tabs = UITabBarController()
tabs.setViewControllers([stack, UINavigationController(rootViewController: Probe("other"))], animated: false)
window.rootViewController = tabs
window.makeKeyAndVisible()

step("the window shows the selected tab's top screen") {
    checkEqual(takeLog(), ["root.willAppear", "root.didAppear"], "appearance on launch")
}

step("an animated push calls the callbacks in order, the did-calls only when the animation ends") {
    stack.pushViewController(Probe("second"), animated: true)
    checkEqual(
        takeLog(), ["root.willDisappear", "second.willAppear[movingTo]"], "callbacks while the push animates")
    check(stack.transitionCoordinator != nil, "a transition coordinator during the animation")
    StandInDriver.settle()
    checkEqual(takeLog(), ["root.didDisappear", "second.didAppear[movingTo]"], "callbacks when it ends")
}

step("a pop that starts while another transition runs is dropped, with UIKit's message") {
    stack.pushViewController(Probe("third"), animated: true)
    let before = StandInDriver.consoleMessages.count
    stack.popViewController(animated: true)
    checkEqual(StandInDriver.consoleMessages.count, before + 1, "console messages")
    check(
        StandInDriver.consoleMessages.last?.contains("while an existing transition or presentation is occurring")
            == true, "UIKit's message")
    StandInDriver.settle()
    checkEqual(screens(stack), ["Probe", "Probe", "Probe"], "the stack keeps the pushed screen")
    stack.popToRootViewController(animated: false)
    _ = takeLog()
}

step("a screen in a tab presents from the tab bar, and every screen under it answers presentedViewController") {
    let sheet = Probe("sheet")
    root.present(sheet, animated: true)
    checkIdentical(sheet.presentingViewController, tabs, "the presentation context")
    checkIdentical(stack.presentedViewController, sheet, "the tab's stack answers")
    checkIdentical(tabs.viewControllers?.last?.presentedViewController, sheet, "the other tab answers too")
    checkEqual(takeLog(), ["sheet.willAppear[presented]"], "a sheet leaves the presenter on screen")
    let before = StandInDriver.consoleMessages.count
    root.present(Probe("refused"), animated: true)
    check(StandInDriver.consoleMessages.count == before + 1, "a presentation during one is refused")
    StandInDriver.settle()
    checkEqual(takeLog(), ["sheet.didAppear[presented]"], "did appear at the end")
    root.present(Probe("refused"), animated: true)
    check(
        StandInDriver.consoleMessages.last?.contains("which is already presenting") == true,
        "a presentation while presenting is refused")
}

step("an animated dismissal keeps the presentation until it ends; nothing else may start meanwhile") {
    let sheet = tabs.presentedViewController
    root.dismiss(animated: true)
    checkIdentical(tabs.presentedViewController, sheet, "still presented while it animates away")
    checkEqual(takeLog(), ["sheet.willDisappear[dismissed]"], "will disappear, being dismissed")
    let before = StandInDriver.consoleMessages.count
    root.present(Probe("refused"), animated: false)
    root.dismiss(animated: false)
    checkEqual(StandInDriver.consoleMessages.count, before + 2, "a presentation and a dismissal refused meanwhile")
    StandInDriver.settle()
    check(tabs.presentedViewController == nil, "gone at the end")
    checkEqual(takeLog(), ["sheet.didDisappear[dismissed]"], "did disappear, being dismissed")
}

step("dismissing a chain from below: only the top-most hears it") {
    let first = Probe("first")
    let second = Probe("second")
    root.present(first, animated: false)
    first.present(second, animated: false)
    _ = takeLog()
    tabs.dismiss(animated: true)
    StandInDriver.settle()
    checkEqual(takeLog(), ["second.willDisappear[dismissed]", "second.didDisappear[dismissed]"], "callbacks")
    check(first.presentingViewController == nil && second.presentingViewController == nil, "both gone")
}

step("a full-screen presentation covers the presenter, which hears it") {
    let cover = Probe("cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    checkEqual(
        takeLog(),
        ["cover.willAppear[presented]", "root.willDisappear", "cover.didAppear[presented]", "root.didDisappear"],
        "callbacks")
    cover.dismiss(animated: false)
    checkEqual(
        takeLog(),
        ["cover.willDisappear[dismissed]", "root.willAppear", "cover.didDisappear[dismissed]", "root.didAppear"],
        "callbacks on dismissal")
}

step("past five tabs, a tab beyond the fourth shows its screens on moreNavigationController") {
    let more = UITabBarController()
    let stacks = (0..<6).map { UINavigationController(rootViewController: Probe("tab\($0)")) }
    more.setViewControllers(stacks, animated: false)
    let moreWindow = UIWindow(frame: .zero)
    moreWindow.rootViewController = more
    moreWindow.makeKeyAndVisible()
    StandInDriver.selectTab(4, in: more)
    checkEqual(stacks[4].viewControllers.count, 0, "the tab's own stack is emptied")
    checkEqual(more.moreNavigationController.viewControllers.count, 2, "More's list and the tab's screen")
    StandInDriver.selectTab(0, in: more)
    checkEqual(stacks[4].viewControllers.count, 1, "the screens go back to the tab's stack")
}

step("a turn of the run loop runs what the main queue holds, though another source is ready every pass") {
    // A timer that is always due wins most passes of the run loop over the main queue's port. On some machines it
    // wins every pass, and a turn would wait forever: it stops after two seconds, far longer than 500 turns of one
    // pass take (they would run none of the queued work), so a turn that waits for its marker ends.
    let stop = Date().addingTimeInterval(2)
    let busy = Timer(timeInterval: 0.000_01, repeats: true) { timer in
        if Date() > stop {
            timer.invalidate()
        }
    }
    RunLoop.main.add(busy, forMode: .default)
    var ran = 0
    for _ in 0..<500 {
        DispatchQueue.main.async { ran += 1 }
        StandInDriver.turnRunLoop()
    }
    checkEqual(ran, 500, "work queued before each turn that ran in it")
    var levels: [Int] = []
    DispatchQueue.main.async {
        levels.append(1)
        DispatchQueue.main.async { levels.append(2) }
    }
    StandInDriver.turnRunLoop()
    checkEqual(levels, [1], "what the queued work queued waits for the next turn")
    StandInDriver.settle()
    checkEqual(levels, [1, 2], "after settling")
    busy.invalidate()
}

finishScenario()
