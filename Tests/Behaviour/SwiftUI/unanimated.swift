import Foundation

// Actions marked "animated": false make their changes inside withoutAnimation: each change they announce reads the
// navigation's `animates` as false, which the views turn into a transaction without animation; the others, true.

@main
struct UnanimatedScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        var announced: [Bool] = []
        navigation.rootStack.willChange = { announced.append(navigation.animates) }
        navigation.willChange = { announced.append(navigation.animates) }

        navigation.shown(HomeScreen.self)?.more()
        expect(announced == [false], "more (not animated) announced \(announced)")
        announced = []
        navigation.shown(DetailScreen.self)?.back()
        expect(announced == [true], "back (animated) announced \(announced)")
        announced = []
        navigation.shown(HomeScreen.self)?.sheet()
        expect(announced == [true], "sheet (animated) announced \(announced)")
        announced = []
        navigation.shown(SheetScreen.self)?.done()
        expect(announced == [false], "done (not animated) announced \(announced)")
        expect(navigation.animates, "the navigation still makes its changes without animation")
        announced = []
        navigation.shown(HomeScreen.self)?.leave()
        expect(announced.first == false, "leave (not animated) announced \(announced)")
        expect(navigation.shown(AwayScreen.self) != nil, "leave does not switch")
        finishRun()
    }
}
