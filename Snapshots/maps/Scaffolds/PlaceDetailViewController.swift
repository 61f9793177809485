// Created by coordgen for the PlaceDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PlaceDetailViewControllerBase.

import UIKit

/// The PlaceDetail screen.
final class PlaceDetailViewController: PlaceDetailViewControllerBase, MapViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "PlaceDetail"

        // When something happens, tell the coordinator:
        // coordinator?.close()
    }

    // MARK: - MapViewControllerDelegate

    func mapViewController(_ mapViewController: MapViewController, didSelectMarker marker: MapMarker) {
        // The Map screen says `didSelectMarker`.
    }

    func mapViewControllerDidFinishLoading(_ mapViewController: MapViewController) {
        // The Map screen says `didFinishLoading`.
    }
}
