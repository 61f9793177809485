import UIKit

/// The App screen: the container of the map.
final class AppViewController: AppViewControllerBase, MapViewControllerDelegate {
    func mapViewController(_ mapViewController: MapViewController, didSelectMarker marker: MapMarker) {
        Heard.messages.append("App: \(mapViewController.city) selected \(marker.title)")
    }

    func mapViewControllerDidFinishLoading(_ mapViewController: MapViewController) {
        Heard.messages.append("App: \(mapViewController.city) loaded")
    }
}
