import Templates

@testable import Generator

/// A back end that exists only to prove the seam: it writes one plain listing per screen, naming each screen a
/// `Page`. Nothing outside this folder knows it; the pipeline is handed it as a value.
struct ListingBackend: Backend {
    var module: String { "ListingKit" }

    func screenClass(_ screen: String) -> String { screen + "Page" }

    func screenBaseClass(_ screen: String) -> String { screenClass(screen) + "Base" }

    func screenFactory(_ screen: String) -> String { "make" + screenClass(screen) }

    func screenDelegateProtocol(_ screen: String) -> String { screenClass(screen) + "Listener" }

    var screenSuperclass: String { "Page" }

    /// A page's own property, which a screen's input must not redeclare.
    var screenClassMembers: Set<String> { ["pageNumber"] }

    var frameworkTypes: [String] { ["Page"] }

    /// What a page's listing declares before it reads the manifest's names.
    var generatedLocals: Set<String> { ["page"] }

    var askingScreen: String { "page" }

    /// What a page's action sheet points at.
    var senderType: String { "Anchor" }

    func translate(_ model: AppModel, header: [String]) -> [TranslatedFile] {
        model.screens.map { screen in
            let lines = screen.actions.map { "// \($0.selector) → \(ActionCode.effect($0))" }
            let source = SourceFile(
                name: screenBaseClass(screen.name) + ".swift", header: header, imports: [module],
                declarations: [.verbatim((["// \(screenClass(screen.name))"] + lines).joined(separator: "\n"))])
            return TranslatedFile(source: source, kind: .generated)
        }
    }
}
