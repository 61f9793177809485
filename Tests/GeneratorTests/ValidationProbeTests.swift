import Foundation
import Generator
import TestSupport
import Testing

/// The round-4 report's validation probes (`Tests/Reproducers/round4/probes`, from its `validation-probes`): manifests
/// at the edges of the rules for top-level flows, split views, unwrapped screens, compact styles, `then`, `removing`,
/// alerts, what runs itself, exports, popovers, transitions and detents, and routes through flows that wait, refuse or
/// decide. Each is refused, accepted or warned about as the rules say; an accepted one compiles.
@Suite("Validation probes")
struct ValidationProbeTests {
    enum Outcome: Sendable {
        case refuse, accept, warn, either
    }

    static let probes: [(file: String, outcome: Outcome)] = [
        ("00-flows-names-nothing.json", .refuse),
        ("01-switchto-a-non-top-level-flow.json", .refuse),
        ("02-initial-not-listed.json", .refuse),
        ("03-decide-over-an-empty-list.json", .refuse),
        ("04-finish-in-a-top-level-flow-without-a-result.json", .refuse),
        ("05-top-level-result-case-without-switchto.json", .refuse),
        ("06-top-level-flow-never-left-warning.json", .warn),
        ("07-showdetail-flow-finishes.json", .refuse),
        ("08-showdetail-flow-closes-its-first-screen.json", .refuse),
        ("09-split-below-ios-14.json", .refuse),
        ("10-wrap-false-screen-pushes.json", .refuse),
        ("11-wrap-false-screen-embeds.json", .refuse),
        ("12-wrap-false-screen-also-pushed-elsewhere.json", .refuse),
        ("13-compactstyle-without-popover-formsheet-pagesheet.json", .refuse),
        ("14-compactstyle-popover-on-a-formsheet.json", .refuse),
        ("15-then-on-a-finish-valid.json", .accept),
        ("16-then-on-a-pop.json", .refuse),
        ("17-then-naming-a-missing-action.json", .refuse),
        ("18-removing-a-screen-the-flow-does-not-show.json", .refuse),
        ("19-removing-on-a-present.json", .refuse),
        ("20-textfields-in-an-action-sheet.json", .refuse),
        ("21-two-cancel-choices.json", .refuse),
        ("22-alert-without-choices.json", .refuse),
        ("23-alert-choice-runs-the-alert-itself.json", .refuse),
        ("24-share-runs-itself.json", .refuse),
        ("25-camera-runs-itself.json", .refuse),
        ("26-exportfiles-below-ios-14.json", .refuse),
        ("27-exportfiles-of-a-string.json", .refuse),
        // Refused while a popover's sender was UIKit's `sourceItem` (iOS 16); below it, the runtime's `PopoverSource`.
        ("28-popover-below-ios-16.json", .accept),
        ("29-startchild-custom.json", .refuse),
        ("30-partialcurl.json", .refuse),
        ("31-animated-false-on-alert-ok.json", .either),
        ("32-detents-on-a-push.json", .refuse),
        ("33-detents-on-fullscreen.json", .refuse),
        ("34-shared-root-screen-ok.json", .either),
        ("g1-login-also-modal-child.json", .refuse),
        ("g2-route-to-reject-screen.json", .refuse),
        ("g3-route-ends-at-wait-flow-start.json", .refuse),
        ("g4-wait-on-tab-coordinator.json", .refuse),
        ("g5-reject-tab-flow.json", .accept),
        ("g6-route-past-decide.json", .refuse),
        ("g7-route-via-result-flow.json", .accept),
        ("g8-top-level-result-leads.json", .refuse),
        ("g9-wait-both-flows.json", .refuse),
    ]

    static let folder = Repository.root.appendingPathComponent("Tests/Reproducers/round4/probes")

    @Test("every probe has an expectation")
    func everyProbeIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(files.sorted() == Self.probes.map(\.file).sorted())
    }

    @Test("each probe is refused, accepted or warned about as the rules say", arguments: probes.map(\.file))
    func probe(_ file: String) throws {
        let outcome = try #require(Self.probes.first { $0.file == file }).outcome
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(file)))
        let diagnostics = CoordinatorGenerator.standard.validate(manifest: bytes, path: file)
        let refused = diagnostics.contains { $0.severity == .error }
        let warned = diagnostics.contains { $0.severity == .warning }
        switch outcome {
        case .refuse: #expect(refused, "\(file) was accepted")
        case .accept: #expect(!refused, "\(file) was refused: \(diagnostics)")
        case .warn: #expect(warned, "\(file) has no warning: \(diagnostics)")
        case .either: break
        }
        // A custom action is the app's to write: such a manifest is complete only with it.
        guard !refused, !String(decoding: bytes, as: UTF8.self).contains("\"custom\"") else { return }
        let result = CoordinatorGenerator.standard.generate(manifest: bytes)
        let module = "Probe" + String(file.prefix(2).filter(\.isLetter)) + String(file.prefix(2).filter(\.isNumber))
        // At the target the manifest states, which may be lower.
        let root = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let minimum = root?["deploymentTarget"] as? String ?? "16.0"
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: module, minimum: minimum) {
            Issue.record("\(file) was accepted but \(failure)")
        }
    }
}
