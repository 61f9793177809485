import ShopApp
import UIKit

// Starts the generated coordinators and prints what happens; used by coordgen's CI on Linux, where UIKit is the
// test stand-in and its driver plays the run loop that finishes animations.
#if os(Linux)
    let waitForAnimations = StandInDriver.settle
#else
    let waitForAnimations = { RunLoop.main.run(until: Date().addingTimeInterval(0.5)) }
#endif

for line in ShopApp.walkThrough(waitForAnimations: waitForAnimations) {
    print(line)
}
