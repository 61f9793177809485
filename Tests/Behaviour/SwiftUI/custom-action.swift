import Foundation

// A custom action: the screen asks in its style, and the coordinator runs the method the app wrote for it
// (MainActions.swift, written by the test), which goes back to the first screen.

@main
struct CustomActionScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        navigation.shown(HomeScreen.self)?.more()
        expect(navigation.shown(DetailScreen.self) != nil, "more does not push Detail")
        navigation.shown(DetailScreen.self)?.signOut()
        expect(navigation.shown(HomeScreen.self) != nil, "signOut does not run the app's method")
        finishRun()
    }
}
