/// A problem with what the user asked an authoring command to do, not located in the manifest.
public struct AuthoringError: Error, Equatable, Sendable {
    public var message: String
}

/// How the app `coordgen init` writes starts.
public enum StarterShape: Equatable, Sendable {
    /// One flow, Main.
    case root
    /// One tab per name, in order.
    case tabs([String])
    /// A split view: Main in the primary column, Welcome in the secondary, and on a compact width Phone, which starts
    /// at Main's screen too.
    case split
}

extension CoordinatorGenerator {
    /// The manifest `coordgen init` writes: a root app, a tab bar app or a split app, one screen per coordinator, and
    /// a child flow that receives a value, to show how data and child flows are written. It finishes, except in a
    /// split app, where the first screen shows it in the secondary column (`showDetail`), which it cannot leave.
    /// With `backend`, the starter names that back end and leaves out how view controllers are made, which only UIKit's
    /// reads; `minimumTarget` is the iOS that back end's code needs, so a split app names a deployment target only
    /// when the split view needs a newer one.
    package static func starterManifest(
        style: Style, shape: StarterShape, backend: String? = nil, minimumTarget: IOSVersion = .minimum
    ) -> Result<String, AuthoringError> {
        let tabs: [String]
        if case .tabs(let names) = shape {
            tabs = names
        } else {
            tabs = []
        }
        for (index, tab) in tabs.enumerated() {
            if let message = SwiftNames.typeNameProblem(tab, kind: "tab") {
                return .failure(AuthoringError(message: message.text))
            }
            if tabs[..<index].contains(tab) {
                return .failure(AuthoringError(message: Message.tabListedTwice(tab).text))
            }
        }
        let split = shape == .split
        let roots = tabs.isEmpty ? (split ? ["Main", "Welcome", "Phone"] : ["Main"]) : tabs
        let child = roots.contains("Detail") ? "ItemDetail" : "Detail"
        let firstScreen = tabs.isEmpty ? "Home" : roots[0]
        var coordinators: [JSONText] = roots.enumerated().map { index, name in
            // Phone, the compact column's flow, starts at the primary column's screen.
            let start = index == 0 || name == "Phone" ? firstScreen : name
            var members: [(String, JSONText)] = [("name", .string(name)), ("start", .string(start))]
            if !tabs.isEmpty {
                members.append(("tab", .object([("title", .string(name)), ("image", .string("circle"))])))
            }
            return .object(members)
        }
        coordinators.append(.object([("name", .string(child)), ("start", .string(child))]))
        var screens: [JSONText] = [
            .object([
                ("name", .string(firstScreen)),
                (
                    "actions",
                    .array([
                        .object([
                            // In a split app, "showDetail" is the key: the action opens the item instead.
                            ("name", .string((split ? "open" : "show") + child)),
                            ("parameters", .array([.object([("name", .string("itemID")), ("type", .string("Int"))])])),
                            ((split ? NavigationKind.showDetail : .startChild).key, .string(child)),
                        ])
                    ])
                ),
            ])
        ]
        screens += roots.dropFirst().filter { $0 != "Phone" }.map { .object([("name", .string($0))]) }
        var childScreen: [(String, JSONText)] = [
            ("name", .string(child)),
            ("inputs", .array([.object([("name", .string("itemID")), ("type", .string("Int"))])])),
        ]
        if !split {
            childScreen.append(("actions", .array([.object([("name", .string("close")), ("finish", .bool(true))])])))
        }
        screens.append(.object(childScreen))
        let app: JSONText
        switch shape {
        case .root: app = .object([("root", .string("Main"))])
        case .tabs: app = .object([("tabs", .array(tabs.map(JSONText.string)))])
        case .split:
            app = .object([
                (
                    "split",
                    .object([
                        ("primary", .string("Main")), ("secondary", .string("Welcome")), ("compact", .string("Phone")),
                    ])
                )
            ])
        }
        var members: [(String, JSONText)] = [
            ("$schema", .string(ManifestSchema.fileName)),
            ("version", .number(ManifestDecoder.supportedVersion)),
        ]
        if let backend {
            members += [("backend", .string(backend)), ("style", .string(style.rawValue))]
        } else {
            members += [("style", .string(style.rawValue)), ("viewControllers", .string("code"))]
        }
        if split, minimumTarget < .splitColumns {
            members.append(("deploymentTarget", .string(IOSVersion.splitColumns.description)))
        }
        members += [("app", app), ("coordinators", .array(coordinators)), ("screens", .array(screens))]
        var style = JSONStyle()
        style.width = 100
        return .success(topLevel(.object(members), style: style) + "\n")
    }

    /// The top level one key a line, each value laid out to fit.
    static func topLevel(_ manifest: JSONText, style: JSONStyle) -> String {
        guard case .object(let members) = manifest else { return manifest.inline(style) }
        let lines = members.map { key, value -> String in
            let head = style.unit + JSONText.quoted(key) + style.colon
            if case .array(let elements) = value, !elements.isEmpty {
                let items = elements.map {
                    style.unit + style.unit
                        + $0.layout(
                            style, indent: style.unit + style.unit,
                            column: 4)
                }
                return head + "[\n" + items.joined(separator: ",\n") + "\n" + style.unit + "]"
            }
            return head + value.layout(style, indent: style.unit, column: head.count)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }
}

// MARK: Messages

extension Message {
    static func tabListedTwice(_ tab: String) -> Message {
        Message(.tabListedTwice, "tab '\(tab)' is listed twice")
    }
}
