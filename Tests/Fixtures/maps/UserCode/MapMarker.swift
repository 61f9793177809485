// The maps fixture's own types, and a log of what containers heard from the screens they embed.

import UIKit

/// A place on the map: a type of the app's own, carried by a message and an action. Public, so that the maps app
/// also builds as a public library.
public struct MapMarker: Equatable, Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}

/// What the containers heard, in order.
@MainActor
enum Heard {
    static var messages: [String] = []
}
