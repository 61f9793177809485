/// A problem with what the user asked an authoring command to do, not located in the manifest.
public struct AuthoringError: Error, Equatable, Sendable {
    public var message: String
}

extension CoordinatorGenerator {
    /// The manifest `coordgen init` writes: a root app (or one tab per name in `tabs`), one screen per coordinator,
    /// and a child flow that receives a value and finishes, to show how data and child flows are written.
    public static func starterManifest(style: Style, tabs: [String]) -> Result<String, AuthoringError> {
        for (index, tab) in tabs.enumerated() {
            if let message = SwiftNames.typeNameProblem(tab, kind: "tab") {
                return .failure(AuthoringError(message: message.text))
            }
            if tabs[..<index].contains(tab) {
                return .failure(AuthoringError(message: Message.tabListedTwice(tab).text))
            }
        }
        let roots = tabs.isEmpty ? ["Main"] : tabs
        let child = roots.contains("Detail") ? "ItemDetail" : "Detail"
        let firstScreen = tabs.isEmpty ? "Home" : roots[0]
        var coordinators: [JSONText] = roots.enumerated().map { index, name in
            var members: [(String, JSONText)] = [
                ("name", .string(name)), ("start", .string(index == 0 ? firstScreen : name)),
            ]
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
                            ("name", .string("show" + child)),
                            ("parameters", .array([.object([("name", .string("itemID")), ("type", .string("Int"))])])),
                            ("startChild", .string(child)),
                        ])
                    ])
                ),
            ])
        ]
        screens += roots.dropFirst().map { .object([("name", .string($0))]) }
        screens.append(
            .object([
                ("name", .string(child)),
                ("inputs", .array([.object([("name", .string("itemID")), ("type", .string("Int"))])])),
                ("actions", .array([.object([("name", .string("close")), ("finish", .bool(true))])])),
            ]))
        let app: JSONText =
            tabs.isEmpty
            ? .object([("root", .string("Main"))])
            : .object([("tabs", .array(tabs.map(JSONText.string)))])
        let manifest = JSONText.object([
            ("$schema", .string(ManifestSchema.fileName)),
            ("version", .number(ManifestDecoder.supportedVersion)),
            ("style", .string(style.rawValue)),
            ("viewControllers", .string("code")),
            ("app", app),
            ("coordinators", .array(coordinators)),
            ("screens", .array(screens)),
        ])
        var style = JSONStyle()
        style.width = 100
        return .success(topLevel(manifest, style: style) + "\n")
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
