// Created by coordgen for the Map screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MapViewControllerBase.

import UIKit

/// The Map screen.
final class MapViewController: MapViewControllerBase, LegendViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Map"

        // When something happens, tell the coordinator:
        // coordinator?.showPlace(marker: <#MapMarker#>)

        // Tell the container that embeds this screen what happens:
        // delegate?.mapViewController(self, didSelectMarker: <#MapMarker#>)
        // delegate?.mapViewControllerDidFinishLoading(self)
    }

    // MARK: - LegendViewControllerDelegate

    func legendViewController(
        _ legendViewController: LegendViewController,
        didToggleLayer layer: String,
        on isOn: Bool
    ) {
        // The Legend screen says `didToggleLayer`.
    }
}
