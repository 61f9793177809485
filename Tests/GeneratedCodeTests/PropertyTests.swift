import Foundation
import Generator
import TestSupport
import Testing

/// Random valid manifests, generated and compiled: the generator must accept every one and its output must
/// compile in Swift 6 with warnings as errors. Replay a failure with `COORDGEN_PROPERTY_SEED=<seed>`.
@Suite("Property")
struct PropertyTests {
    static let batchSize = 25
    static let count =
        Int(ProcessInfo.processInfo.environment["COORDGEN_PROPERTY_COUNT"] ?? "") ?? TestTier.pick(quick: 10, full: 100)
    static let seed: UInt64 =
        UInt64(ProcessInfo.processInfo.environment["COORDGEN_PROPERTY_SEED"] ?? "") ?? TestTier.fixedSeed

    static var batches: [Int] {
        Array(0..<((count + batchSize - 1) / batchSize))
    }

    /// Checked over 400 manifests (only generated, not compiled), so that rare combinations (an initial decision, a
    /// view model on one screen) show up for any seed.
    @Test("the random manifests use every target and transition option")
    func randomManifestsCoverTheOptions() {
        var random = SeededGenerator(seed: Self.seed)
        let texts = (0..<400).map { RandomManifest(prefix: "M\($0)", using: &random).json }
        for option in [
            #""access": "public""#, #""runtimePrefix""#, #""animated": false"#, #""modalPresentationStyle""#,
            #""detents""#, #""whenLeft""#, #""finish": "done""#, #""flows""#, #""tabBars""#, #""initial": "decide""#,
            #""embeds""#, #""messages""#, #""architecture": "mvvm""#, #""viewModel": true"#, #""dependencies""#,
            #""shared": true"#, #"{ "input": "#, #"{ "value": "#, #""close": true"#, #""modalTransitionStyle""#,
            #""modalInPresentation": true"#, #""then""#, #""removing""#, #""setStack""#, #""alert""#, #""routes""#,
            #""singleInstance": true"#, #""onRoute": "reject""#, #""selectTab""#, #""decide""#, #""placeholder""#,
            #""fallback""#, #""camera""#, #""textFields""#, #""type": "Int" }"#,
            #""modalPresentationStyle": "custom""#, #""exportFiles""#, #""modalPresentationStyle": "popover""#,
            #""compactStyle": "fullScreen""#, #""compactStyle": "popover""#,
            #""modalPresentationStyle": "formSheet", "compactStyle""#, #""share""#, #""style": "actionSheet""#,
            #""wrap": false"#, #""split""#, #""showDetail""#, #""showSupplementary""#, #""splits""#,
            #""onRoute": "wait""#, #""importFiles""#, #""multiple": true"#, #""safari""#, #""mail""#,
            #""webAuthentication""#, #""activities""#, #""toScreen": true"#, #""regularStyle""#, #""grabber": true"#,
            #""viewControllers": "swiftui""#, #""print": { "item""#, #""keepsState": true"#, #""placeholder": "#,
            #""choose": { "among""#, #""name": "routeDecided""#,
            #""actions": [ { "name": "appStart"#, #""appSwitch""#, #""appShowTab"#, #""tab": { "title": "New""#,
        ] {
            #expect(texts.contains { $0.contains(option) }, "no random manifest of seed \(Self.seed) has \(option)")
        }
    }

    @Test("random valid manifests generate code that compiles", arguments: batches)
    func randomManifestsCompile(batch: Int) throws {
        let started = Date()
        let seed = Self.seed &+ UInt64(batch)
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryDirectory(prefix: "property-\(batch)")
        var files: [URL] = []
        var runtimeWritten: Set<String> = []
        // The module is type-checked at the newest deployment target a manifest of the batch declares (one that
        // exports files needs iOS 14), as a fixture is at its own.
        var minimum = IOSSDK.minimumTarget
        let size = min(Self.batchSize, Self.count - batch * Self.batchSize)
        for index in 0..<size {
            let manifest = RandomManifest(prefix: "M\(batch)x\(index)", using: &random)
            let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.json.utf8))
            if let target = manifest.deploymentTarget, target.compare(minimum, options: .numeric) == .orderedDescending
            {
                minimum = target
            }
            guard !result.hasErrors else {
                Issue.record(
                    """
                    A random valid manifest was rejected (replay with \(TestTier.replayPrefix)COORDGEN_PROPERTY_SEED=\(Self.seed)):
                    \(result.diagnostics.map(\.description).joined(separator: "\n"))
                    \(manifest.json)
                    """)
                return
            }
            for file in result.files {
                // The runtime files are the same for every manifest; the module needs them once.
                let isRuntime = sharedRuntimeFileNames.contains(file.name)
                if isRuntime && !runtimeWritten.insert(file.name).inserted {
                    // The longer routes runtime of an app that waits for decisions serves the others too.
                    if Snapshots.isRoutesWaitingForDecisions(file) { folder.write(file.contents, to: file.name) }
                    continue
                }
                // swiftc needs distinct file names within a module.
                files.append(folder.write(file.contents, to: isRuntime ? file.name : "\(index)/\(index)-\(file.name)"))
            }
            let userCode = manifest.userCode + manifest.chooserCode(awaitingTheDriver: false)
            if !userCode.isEmpty {
                files.append(folder.write("import UIKit\n\n" + userCode, to: "\(index)/\(index)-UserCode.swift"))
            }
            try manifest.json.write(
                to: folder.url.appendingPathComponent("\(index)/coordgen.json"), atomically: true,
                encoding: .utf8)
        }
        if case .failure(let failure) = SwiftCompiler.compile(files, moduleName: "Property\(batch)") {
            Issue.record(
                """
                Code generated from random manifests does not compile (replay with \
                \(TestTier.replayPrefix)COORDGEN_PROPERTY_SEED=\(Self.seed) COORDGEN_PROPERTY_COUNT=\(Self.count)); batch \(batch):
                \(failure.description)
                """)
            return
        }
        // The first batch is also type-checked against Apple's SDK: the stand-in could accept what UIKit does not.
        if batch == 0, let sdk = RealSDKTests.sdk() {
            for failure in sdk.typecheckAtMinimumAndNewest(files, moduleName: "Property\(batch)", minimum: minimum) {
                let replay = "\(TestTier.replayPrefix)COORDGEN_PROPERTY_SEED=\(Self.seed)"
                let what = "code generated from random manifests (\(replay)), batch \(batch),"
                Issue.record(Comment(rawValue: "\(what) \(failure)"))
            }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "property batch \(batch): \(size) random manifests (seed \(Self.seed)) generated and compiled "
                + "in \(String(format: "%.1f", seconds)) s")
    }
}
