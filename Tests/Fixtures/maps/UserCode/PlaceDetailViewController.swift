import UIKit

/// The PlaceDetail screen: a second container of the map.
final class PlaceDetailViewController: PlaceDetailViewControllerBase, MapViewControllerDelegate {
    func mapViewController(_ mapViewController: MapViewController, didSelectMarker marker: MapMarker) {
        Heard.messages.append("PlaceDetail: \(mapViewController.city) selected \(marker.title)")
    }

    func mapViewControllerDidFinishLoading(_ mapViewController: MapViewController) {
        Heard.messages.append("PlaceDetail: \(mapViewController.city) loaded")
    }
}
