// Embedded screens (the maps app): a container keeps what it embeds as children, is their weak delegate and hears
// their messages; the coordinator that shows the container handles their actions; everything goes with the container.
// Runs in every style and both instantiation modes (in storyboards, embed segues create the embedded screens).

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let maps = MapsCoordinator(navigationController: navigation)
maps.start()
window.rootViewController = navigation
window.makeKeyAndVisible()
StandInDriver.settle()

/// The embedded screens of the App on top: its map and the map's legend.
@MainActor
func embedded(in container: AppViewController?) -> (map: MapViewController?, legend: LegendViewController?) {
    let map = container?.children.first as? MapViewController
    return (map, map?.children.first as? LegendViewController)
}

step("once the container's view loads, its children hold the embedded screen, and the embedded one's too") {
    let container = top(navigation, AppViewController.self)
    check(container?.isViewLoaded == true, "the App's view is loaded")
    let (map, legend) = embedded(in: container)
    checkEqual(container?.children.count, 1, "App's children")
    check(map != nil, "App's child is the Map")
    let kept: MapViewController? = container?.map
    checkIdentical(kept, map, "the App's map property")
    checkEqual(map?.city, "Lisbon", "the Map's input, from the App's")
    check(map?.parent === container, "the Map's parent is the App")
    check(map?.view.superview?.superview === container?.view, "the Map's view is in a container view of the App's")
    check(legend != nil, "the Map's child is the Legend")
    check(legend?.parent === map, "the Legend's parent is the Map")
    checkIdentical(map?.navigationController, navigation, "the embedded Map's navigation controller")
}

step("the delegate is the container") {
    let container = top(navigation, AppViewController.self)
    let (map, legend) = embedded(in: container)
    checkIdentical(map?.delegate, container, "the Map's delegate")
    checkIdentical(legend?.delegate, map, "the Legend's delegate")
}

step("messages reach the container with their values") {
    Heard.messages = []
    let (map, legend) = embedded(in: top(navigation, AppViewController.self))
    map?.simulateDidSelectMarker(marker: MapMarker(title: "Belém"))
    map?.simulateDidFinishLoading()
    legend?.simulateDidToggleLayer(layer: "transit", isOn: true)
    checkEqual(
        Heard.messages, ["App: Lisbon selected Belém", "App: Lisbon loaded", "Map Lisbon: transit on"],
        "what the containers heard")
}

step("the container replaces its embedded screen: the old one leaves and goes, the new one is embedded and connected") {
    let container = top(navigation, AppViewController.self)
    let watched = inScope { () -> [Released] in
        let old = container?.map
        let replacement = MapViewController.madeForTest(city: "Porto")
        container?.replaceMap(with: replacement)
        check(old?.parent == nil, "the old Map left the App")
        check(old?.viewIfLoaded?.superview == nil, "the old Map's view left its container view")
        checkIdentical(container?.map, replacement, "the App's map property")
        check(replacement.parent === container, "the new Map's parent is the App")
        checkEqual(container?.children.count, 1, "App's children")
        check(replacement.view.superview?.superview === container?.view, "the new Map's view is in the container view")
        checkIdentical(replacement.delegate, container, "the new Map's delegate")
        Heard.messages = []
        replacement.simulateDidFinishLoading()
        checkEqual(Heard.messages, ["App: Porto loaded"], "what the App heard from the new Map")
        replacement.simulateShowPlace(marker: MapMarker(title: "Ribeira"))
        StandInDriver.settle()
        check(navigation.topViewController is PlaceDetailViewController, "the new Map's action reaches the coordinator")
        navigation.popViewController(animated: false)
        return [Released(old, "the replaced Map")]
    }
    checkReleased(watched)
}

step("an embedded screen's action reaches the container's coordinator and navigates") {
    let (map, legend) = embedded(in: top(navigation, AppViewController.self))
    map?.simulateShowPlace(marker: MapMarker(title: "Belém"))
    StandInDriver.settle()
    let detail = top(navigation, PlaceDetailViewController.self)
    checkEqual(detail?.marker, MapMarker(title: "Belém"), "the pushed place")
    // The Legend, embedded two levels down, presents Help through the same coordinator.
    _ = legend
    let miniMap = detail?.children.first as? MapViewController
    checkEqual(miniMap?.city, "Nearby", "the second container's map, its input passed from 'town'")
    checkIdentical(miniMap?.delegate, detail, "the second map's delegate")
    (miniMap?.children.first as? LegendViewController)?.simulateShowHelp()
    StandInDriver.settle()
    let help = (navigation.presentedViewController as? UINavigationController)?.topViewController
    check(help is HelpViewController, "the nested Legend's action presented Help, not \(String(describing: help))")
    (help as? HelpViewController)?.simulateCloseHelp()
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "Help is dismissed")
}

step("popping the container releases the screens embedded in it") {
    let watched = inScope { () -> [Released] in
        let detail = top(navigation, PlaceDetailViewController.self)
        let miniMap = detail?.children.first as? MapViewController
        let legend = miniMap?.children.first as? LegendViewController
        check(miniMap != nil && legend != nil, "the detail embeds a map with a legend")
        tapBack(in: navigation)
        return [
            Released(detail, "PlaceDetailViewController"), Released(miniMap, "its MapViewController"),
            Released(legend, "its LegendViewController"),
        ]
    }
    checkReleased(watched)
    checkEqual(screens(navigation), ["AppViewController"], "the stack")
}

step("releasing a container releases what it embeds and its flow; the weak delegates do not keep it") {
    let watched = inScope { () -> [Released] in
        let stack = UINavigationController()
        let flow = MapsCoordinator(navigationController: stack)
        flow.start()
        let container = stack.topViewController as? AppViewController
        container?.loadViewIfNeeded()
        let (map, legend) = embedded(in: container)
        check(map?.delegate === container && legend?.delegate === map, "the delegates are set")
        return [
            Released(flow, "MapsCoordinator"), Released(stack, "its stack"), Released(container, "AppViewController"),
            Released(map, "the embedded MapViewController"), Released(legend, "the embedded LegendViewController"),
        ]
    }
    checkReleased(watched)
}

finishScenario()
