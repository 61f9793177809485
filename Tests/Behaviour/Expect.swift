// Assertions for behaviour scenarios: small programs that drive generated code through the UIKit stand-in.
// A scenario prints one line per failed check and exits non-zero when any check failed.

import UIKit

@MainActor
private var failures: [String] = []
@MainActor
private var currentStep = "start"

/// Writes a line to standard output at once, unbuffered, so a scenario that crashes still shows what it printed.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Runs one step of a scenario in its own scope, so objects it creates can be released, then settles animations.
@MainActor
func step(_ name: String, _ body: () -> Void) {
    currentStep = name
    emit("STEP \(name)")
    body()
    StandInDriver.settle()
}

/// Fails the scenario if it has not finished after `seconds`: an awaited result that never comes (a leaked
/// continuation) would otherwise hang the test run.
func startWatchdog(seconds: Int) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
        emit("FAIL the scenario did not finish within \(seconds) seconds: an awaited result never came")
        exit(2)
    }
}

/// A step that awaits: for scenarios that await the result of a flow while the person leaves it.
@MainActor
func asyncStep(_ name: String, _ body: () async -> Void) async {
    currentStep = name
    emit("STEP \(name)")
    await body()
    StandInDriver.settle()
}

/// Starts `start` in a task, lets it show its flow, runs `leave`, and returns what the task returned: how a
/// scenario awaits a flow's result while the person leaves the flow.
@MainActor
func awaiting<Result: Sendable>(_ start: @escaping @MainActor () async -> Result, then leave: () -> Void) async
    -> Result
{
    let task = Task { @MainActor in await start() }
    await Task.yield()
    StandInDriver.settle()
    leave()
    StandInDriver.settle()
    return await task.value
}

@MainActor
func check(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition {
        let failure = "scenario line \(line), step '\(currentStep)': \(message())"
        failures.append(failure)
        // Printed at once too, so a scenario that later crashes still shows what failed before.
        emit("FAILED \(failure)")
    }
}

@MainActor
func checkEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String, line: UInt = #line) {
    check(actual == expected, "\(what): expected \(expected), got \(actual)", line: line)
}

@MainActor
func checkIdentical(_ actual: AnyObject?, _ expected: AnyObject?, _ what: String, line: UInt = #line) {
    check(actual === expected, "\(what): not the expected object", line: line)
}

/// A weak reference that is nil once the object is released.
@MainActor
final class Released {
    weak var object: AnyObject?
    let what: String

    init(_ object: AnyObject?, _ what: String) {
        self.object = object
        self.what = what
    }
}

/// Runs `body` in a scope of its own and returns what it returns. Debug builds keep local variables alive to the
/// end of their scope, so interactions that hold screens go in here and only `Released` values come out.
@MainActor
func inScope<Result>(_ body: () -> Result) -> Result {
    body()
}

/// Every watched object must be gone: a retain cycle or a child never removed fails here.
@MainActor
func checkReleased(_ watched: [Released], line: UInt = #line) {
    for item in watched {
        check(item.object == nil, "\(item.what) is still alive (leaked)", line: line)
    }
}

/// The top view controller of `navigationController` as `type`, failing the check when it is something else.
@MainActor
func top<ViewController: UIViewController>(
    _ navigationController: UINavigationController, _ type: ViewController.Type, line: UInt = #line
) -> ViewController? {
    let top = navigationController.topViewController
    check(
        top is ViewController,
        "top screen is \(top.map { "\(Swift.type(of: $0))" } ?? "nothing"), "
            + "not \(ViewController.self)", line: line)
    return top as? ViewController
}

/// Taps the back button if there is one; a missing one is a failed check, not a crash.
@MainActor
func tapBack(in navigationController: UINavigationController, line: UInt = #line) {
    guard navigationController.viewControllers.count > 1 else {
        check(false, "there is no back button to tap", line: line)
        return
    }
    StandInDriver.tapBackButton(in: navigationController)
}

/// The names of the screens on a stack, for readable comparisons.
@MainActor
func screens(_ navigationController: UINavigationController) -> [String] {
    navigationController.viewControllers.map { "\(type(of: $0))" }
}

@MainActor
func finishScenario() -> Never {
    if failures.isEmpty {
        emit("PASS")
        exit(0)
    }
    for failure in failures {
        emit("FAIL \(failure)")
    }
    exit(1)
}
