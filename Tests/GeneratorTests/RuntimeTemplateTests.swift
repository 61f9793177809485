import Templates
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// The UIKit back end's runtime template, against the names the translators call on it.
@Suite("Runtime template")
struct RuntimeTemplateTests {
    @Test("the runtime template names every member the generator may call")
    func runtimeNames() {
        let text = SourceFile(
            name: "C.swift", header: [], imports: [],
            declarations: CoordinatorRuntimeTemplate.declarations(types: RuntimeTypes(), access: .internal)
        ).render()
        for name in RuntimeNames.coordinatorMembers {
            #expect(text.contains(" \(name)"), "\(name) is not declared by the runtime template")
        }
    }
}
