import Generator
import Templates

/// A back end that exists only to prove the seam: it writes one plain listing per screen, naming each screen a
/// `Page`. It is a target of its own that imports the core and `Templates` only, with no testable import, as a new
/// back end would; the pipeline is handed it as a value.
package struct ListingBackend: Backend {
    package init() {}

    package var name: String { "listing" }

    package var module: String { "ListingKit" }

    package func screenClass(_ screen: String) -> String { screen + "Page" }

    package func screenBaseClass(_ screen: String) -> String { screenClass(screen) + "Base" }

    package func screenFactory(_ screen: String) -> String { "make" + screenClass(screen) }

    package func screenDelegateProtocol(_ screen: String) -> String { screenClass(screen) + "Listener" }

    package var screenSuperclass: String { "Page" }

    /// A page's own property, which a screen's input must not redeclare.
    package var screenClassMembers: Set<String> { ["pageNumber"] }
    package var screenClassMethods: Set<String> { ["turnPage"] }

    package var frameworkTypes: [String] { ["Page"] }

    /// What a page's listing declares before it reads the manifest's names.
    package var generatedLocals: Set<String> { ["page"] }

    package var askingScreen: String { "page" }

    /// What a page's action sheet points at.
    package func senderType(deploymentTarget: IOSVersion, prefix: String) -> String { "Anchor" }

    /// What a picture from the camera is.
    package var actionSheetTakesSender: Bool { true }

    package var imageType: String { "Picture" }
    package var activityType: String { "Activity" }

    /// What an action sheet's popover points at, as the manifest writes it.
    package func isSender(_ type: SwiftType, prefix: String) -> Bool { type.canonical == "Anchor" }

    /// The framework's types are named `Page` and `Anchor`.
    package func namesFrameworkType(_ type: SwiftType) -> Bool {
        ["Page", "Anchor"].contains { type.canonical.contains($0) }
    }

    /// A page's own method, which no action may take.
    package var coordinatorMembers: Set<String> { ["turnPage"] }

    package var unwrappedScreenMember: String { "shownAlone" }

    package func runtimeTypes(prefix: String) -> [String] { [prefix + "Book"] }

    package func fixedFiles(prefix: String) -> [(stem: String, holds: String)] { [(prefix + "Book", "the book")] }

    package func runtimePartFiles(for manifest: Manifest, prefix: String) -> [String] { [] }

    package func runtimePartTypes(for manifest: Manifest, prefix: String) -> [(
        name: String, origin: String, offset: Int
    )] { [] }

    package var routeTypes: [String: String] { ["Chapter": "reads links"] }

    package func routeLocals(prefix: String) -> Set<String> { ["chapter"] }

    package var schemaDescriptions: [String: String] { [:] }

    /// A listing has no storyboards.
    package func generates(key: String) -> Bool { key != "screen.storyboard" }

    package func generates(value: String, of key: String) -> Bool { true }

    package var minimumTarget: (version: IOSVersion, reason: String) { (.minimum, "a listing needs nothing") }

    package func testDoubles(_ model: AppModel, header: [String]) -> TranslatedFile? { nil }

    package func translate(_ model: AppModel, header: [String]) -> [TranslatedFile] {
        model.screens.map { screen in
            let lines = screen.actions.map { "// \($0.selector) → \(Self.listing($0.navigation))" }
            let source = SourceFile(
                name: screenBaseClass(screen.name) + ".swift", header: header, imports: [module],
                declarations: [.verbatim((["// \(screenClass(screen.name))"] + lines).joined(separator: "\n"))])
            return TranslatedFile(source: source, kind: .generated)
        }
    }

    /// A navigation as the listing writes it: its kind, and the screen it shows, when it shows one.
    private static func listing(_ navigation: NavigationModel) -> String {
        switch navigation {
        case .push(let screen, _), .present(let screen, _): "\(navigation.kind.rawValue) \(screen)"
        default: navigation.kind.rawValue
        }
    }
}
