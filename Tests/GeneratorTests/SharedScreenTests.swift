import Foundation
import Generator
import TestSupport
import Testing

/// A shared screen's navigation is generated once, whatever the number of flows that show it (docs/manifest.md,
/// "Shared screens"). The reuse fixture's Profile is shown by four flows: Feed, Search, Account and Compose.
@Suite("shared screens")
struct SharedScreenTests {
    /// The fixture in `style`, with Profile marked shared or not.
    private func generated(style: String, shared: Bool) -> [OutputFile] {
        var manifest = Fixture.variant(of: Fixture.named("reuse").manifest, setting: ["style": style])
        if !shared {
            let text = String(decoding: manifest, as: UTF8.self)
            let unmarked = text.replacingOccurrences(
                of: #""name": "Profile", "shared": true,"#, with: #""name": "Profile","#)
            #expect(unmarked != text, "the fixture no longer marks Profile shared")
            manifest = Array(unmarked.utf8)
        }
        let result = CoordinatorGenerator.standard.generate(manifest: manifest)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result.files.filter { $0.kind == .generated }
    }

    /// How many implementations `declaration` starts, in every generated file together: the lines that begin with it
    /// and open a body, so that protocol requirements do not count.
    private func count(_ declaration: String, in files: [OutputFile]) -> Int {
        files.reduce(0) { total, file in
            total
                + file.contents.components(separatedBy: "\n").filter {
                    let line = $0.trimmingCharacters(in: .whitespaces)
                    return line.hasPrefix(declaration) && line.hasSuffix("{")
                }.count
        }
    }

    /// The declarations of Profile's and Followers' navigation, in `style`.
    private func declarations(style: String) -> [String] {
        var declarations = [
            "func makeProfileViewController(", "func makeFollowersViewController(", "func profileDone(",
            "func profileClose(", "func profileNext(", "func followersDone(", "func followersStartCompose(",
        ]
        if style == "events" {
            declarations += [
                "func eventOccurred(with event: ProfileEvent)", "func eventOccurred(with event: FollowersEvent)",
            ]
        }
        return declarations
    }

    @Test("the shared screen's actions, factory and dispatch are declared once", arguments: Style.allCases)
    func declaredOnce(style: Style) {
        let files = generated(style: style.rawValue, shared: true)
        for declaration in declarations(style: style.rawValue) {
            #expect(count(declaration, in: files) == 1, "\(style): '\(declaration)'")
        }
        // The custom action is a requirement, which the user implements once; coordgen implements it nowhere.
        #expect(count("func profileShare(", in: files) == 0, "\(style): profileShare")
        let navigation = files.first { $0.name == "ProfileNavigation.swift" }?.contents ?? ""
        #expect(navigation.contains("extension ProfileNavigation where Self: FollowersNavigation {"), "\(navigation)")
        for coordinator in ["Feed", "Search", "Account", "Compose"] {
            let text = files.first { $0.name == coordinator + "Coordinator.swift" }?.contents ?? ""
            #expect(text.contains("ProfileNavigation"), "\(style): \(coordinator) does not adopt ProfileNavigation")
            #expect(!text.contains("func makeProfileViewController("), "\(style): \(coordinator) creates Profile")
        }
    }

    @Test("without shared, each of the four flows declares Profile's navigation", arguments: Style.allCases)
    func declaredInEachFlow(style: Style) {
        let files = generated(style: style.rawValue, shared: false)
        // Unshared, the actions keep their names unless they clash; the factories show the copies.
        for declaration in ["private func makeProfileViewController(", "private func makeFollowersViewController("] {
            #expect(count(declaration, in: files) == 4, "\(style): '\(declaration)'")
        }
        #expect(!files.contains { $0.name.hasSuffix("Navigation.swift") })
    }
}
