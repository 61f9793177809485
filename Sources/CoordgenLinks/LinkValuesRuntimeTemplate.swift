import Generator
import Templates

/// How a route's value of a type other than `Int`, `Double`, `Bool` and `String` converts to a link's text and back,
/// in a file of its own (`Coordinator+LinkValues.swift`) that only an app whose routes take a `URL` or a type of its
/// `linkTypes` gets. It imports Foundation only, as `AppRoute` does.
package enum LinkValuesRuntimeTemplate {
    /// The file's text, its protocol named `routeLinkValue`, beside the link type `routeLink`.
    package static func text(routeLinkValue: String, routeLink: String) -> String {
        """
        /// A value a route's link carries in one path segment or query value: `AppRoute(url:)` reads it with
        /// `init?(linkText:)`, and `url` writes its `linkText`. A link reads back as the route it was built from
        /// only when `init?(linkText:)` gives back an equal value for every `linkText`, and a value in a path
        /// needs a `linkText` that is not empty (a path has no empty segment).
        protocol \(routeLinkValue): Hashable, Sendable {
            init?(linkText: String)
            var linkText: String { get }
        }

        extension String: \(routeLinkValue) {
            init?(linkText: String) {
                self = linkText
            }

            var linkText: String { self }
        }

        // The standard types read as a link's values of their type do, through the link's own readers.
        extension Int: \(routeLinkValue) {
            init?(linkText: String) {
                guard let value = \(routeLink).int(linkText) else { return nil }
                self = value
            }

            var linkText: String { String(self) }
        }

        extension Double: \(routeLinkValue) {
            /// A finite number only: `inf` and `nan` are no link's values.
            init?(linkText: String) {
                guard let value = \(routeLink).double(linkText) else { return nil }
                self = value
            }

            var linkText: String { String(self) }
        }

        extension Bool: \(routeLinkValue) {
            init?(linkText: String) {
                guard let value = \(routeLink).bool(linkText) else { return nil }
                self = value
            }

            var linkText: String { String(self) }
        }

        /// A whole URL in one segment or value, percent-encoded by the link that carries it.
        extension URL: \(routeLinkValue) {
            init?(linkText: String) {
                self.init(string: linkText)
            }

            var linkText: String { absoluteString }
        }
        """
    }
}
