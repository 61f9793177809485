import Foundation
import TestSupport
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// The navigation kinds, described once, against the places that list them.
@Suite("Navigation kinds")
struct NavigationKindTests {
    @Test("the manifest reference's table lists every navigation key, in order, with the value its kind takes")
    func referenceListsEveryKind() throws {
        let reference = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/manifest.md"), encoding: .utf8)
        let table = try #require(reference.components(separatedBy: "| key | value | what the coordinator does |").last)
        let rows = table.split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.map { $0[0] } == NavigationKind.allCases.map { "`\($0.key)`" })
        for (row, kind) in zip(rows, NavigationKind.allCases) {
            #expect(row[1] == kind.value.documented, "\(kind.key)")
        }
    }

    @Test("each kind decodes from its key and reads back as that kind")
    func decodesEachKind() {
        for kind in NavigationKind.allCases {
            let value: String
            switch kind.value {
            case .flag, .flagOrResultCase: value = "true"
            case .screens: value = "[\"Home\"]"
            case .alert: value = "{ \"choices\": [ { \"title\": \"OK\" } ] }"
            case .share: value = "{ \"items\": [ \"text\" ] }"
            case .camera: value = "{ \"runs\": \"go\" }"
            case .photoPicker: value = "{ \"runs\": \"go\", \"limit\": 2 }"
            case .exportFiles: value = "{ \"files\": \"file\", \"runs\": \"go\" }"
            case .importFiles: value = "{ \"types\": [ \"com.adobe.pdf\" ], \"runs\": \"go\" }"
            case .safari: value = "{ \"url\": \"page\" }"
            case .mail: value = "{}"
            case .webAuthentication: value = "{ \"url\": \"page\", \"runs\": \"go\" }"
            case .print: value = "{ \"item\": \"page\" }"
            case .choice: value = "{ \"among\": [ \"go\" ] }"
            case .screen, .coordinator, .topLevelFlow, .tab: value = "\"Home\""
            }
            let manifest = """
                { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
                  "screens": [ { "name": "Home", "actions": [ { "name": "go", "\(kind.key)": \(value) } ] } ] }
                """
            let decoded = GeneratorPipeline(manifestPath: "coordgen.json", backend: UIKitBackend()).analyze(
                Array(manifest.utf8)
            ).manifest
            #expect(decoded?.screens.first?.actions.first?.navigations.map(\.value.kind) == [kind], "\(kind.key)")
        }
    }
}
