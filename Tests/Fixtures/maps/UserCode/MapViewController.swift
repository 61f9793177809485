import UIKit

/// The Map screen: embedded, and the container of the legend.
final class MapViewController: MapViewControllerBase, LegendViewControllerDelegate {
    func legendViewController(_ legendViewController: LegendViewController, didToggleLayer layer: String, on isOn: Bool)
    {
        Heard.messages.append("Map \(city): \(layer) \(isOn ? "on" : "off")")
    }
}
