// Created by coordgen for the App screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AppViewControllerBase.

import UIKit

/// The App screen.
final class AppViewController: AppViewControllerBase, MapViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "App"

        // When something happens, tell the coordinator:
        // coordinator?.openSettings()
    }

    // MARK: - MapViewControllerDelegate

    func mapViewController(_ mapViewController: MapViewController, didSelectMarker marker: MapMarker) {
        // The Map screen says `didSelectMarker`.
    }

    func mapViewControllerDidFinishLoading(_ mapViewController: MapViewController) {
        // The Map screen says `didFinishLoading`.
    }
}
