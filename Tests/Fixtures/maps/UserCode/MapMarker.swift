// The maps fixture's own types, and a log of what containers heard from the screens they embed.

import UIKit

/// A place on the map: a type of the app's own, carried by a message and an action.
struct MapMarker: Equatable, Sendable {
    var title: String
}

/// What the containers heard, in order.
@MainActor
enum Heard {
    static var messages: [String] = []
}
