import Testing

@testable import Templates

@Suite("Declaration rendering")
struct DeclarationRendererTests {
    private func render(_ declarations: [Declaration]) -> String {
        SourceFile(name: "A.swift", header: ["Header"], imports: ["UIKit"], declarations: declarations).render()
    }

    @Test("a file: header, imports, declarations separated by blank lines")
    func file() {
        let text = render([
            .type(TypeDeclaration(kind: .struct, name: "A")),
            .type(
                TypeDeclaration(
                    kind: .enum, name: "B",
                    members: [
                        .enumCase(EnumCaseDeclaration(name: "one")),
                        .enumCase(
                            EnumCaseDeclaration(
                                name: "two",
                                associatedValues: [
                                    AssociatedValue(label: "to", type: "Int"),
                                    AssociatedValue(label: nil, type: "String"),
                                ])),
                    ])),
        ])
        #expect(
            text == """
                // Header

                import UIKit

                struct A {}

                enum B {
                    case one
                    case two(to: Int, String)
                }

                """)
    }

    @Test("an enum case with a raw value spells it after its name")
    func rawValues() {
        let text = render([
            .type(
                TypeDeclaration(
                    kind: .enum, name: "Screen", inheritance: ["String"],
                    members: [
                        .enumCase(EnumCaseDeclaration(name: "home", rawValue: "\"Home\"")),
                        .enumCase(EnumCaseDeclaration(name: "urlList", rawValue: "\"URLList\"")),
                    ]))
        ])
        #expect(
            text == """
                // Header

                import UIKit

                enum Screen: String {
                    case home = "Home"
                    case urlList = "URLList"
                }

                """)
    }

    @Test("stored properties sit together; documented members are set apart")
    func memberSpacing() {
        let text = render([
            .type(
                TypeDeclaration(
                    kind: .class, name: "C",
                    members: [
                        .property(PropertyDeclaration(name: "a", type: "Int", value: .stored(initialValue: "0"))),
                        .property(PropertyDeclaration(modifiers: ["weak"], name: "b", type: "C?")),
                        .property(
                            PropertyDeclaration(documentation: ["Doc."], isConstant: true, name: "c", type: "String")),
                        .function(
                            FunctionDeclaration(
                                name: "f",
                                parameters: [
                                    FunctionParameter(label: "_", name: "x", type: "Int"),
                                    FunctionParameter(label: "to", name: "y", type: "Int", defaultValue: "1"),
                                    FunctionParameter(name: "z", type: "Int"),
                                ], returnType: "Int", body: [.line("x + y + z")])),
                    ]))
        ])
        #expect(
            text.hasSuffix(
                """
                class C {
                    var a: Int = 0
                    weak var b: C?

                    /// Doc.
                    let c: String

                    func f(_ x: Int, to y: Int = 1, z: Int) -> Int {
                        x + y + z
                    }
                }

                """))
    }

    @Test("signatures wider than 120 columns take one parameter a line")
    func wrapsLongSignatures() {
        let parameters = (1...6).map { FunctionParameter(name: "parameterNumber\($0)", type: "SomeLongTypeName") }
        let text = render([.function(FunctionDeclaration(name: "f", parameters: parameters, body: [.line("g()")]))])
        #expect(text.contains("func f(\n    parameterNumber1: SomeLongTypeName,\n"))
        #expect(text.contains("    parameterNumber6: SomeLongTypeName\n) {\n    g()\n}"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test("a long inheritance list wraps, with the brace on its own line")
    func wrapsInheritance() {
        let inheritance = (1...8).map { "ProtocolNumber\($0)" }
        let text = render([
            .type(
                TypeDeclaration(
                    kind: .class, name: "C", inheritance: inheritance,
                    members: [
                        .property(PropertyDeclaration(name: "x", type: "Int"))
                    ]))
        ])
        #expect(text.contains("class C:\n    ProtocolNumber1, ProtocolNumber2,"))
        #expect(text.contains("\n{\n    var x: Int\n}\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test("switch cases sit level with switch; conditionals chain")
    func statements() {
        let text = render([
            .function(
                FunctionDeclaration(
                    name: "f",
                    body: [
                        .switchOver(
                            subject: "x",
                            cases: [
                                SwitchCase(pattern: ".a(let y)", body: [.line("g(y)")]), .otherwise([.line("h()")]),
                            ]),
                        .conditional(
                            [ConditionalBranch("a", [.line("b()")]), ConditionalBranch("c", [.line("d()")])],
                            otherwise: [.line("e()")]),
                    ]))
        ])
        #expect(
            text.contains(
                """
                    switch x {
                    case .a(let y):
                        g(y)
                    default:
                        h()
                    }
                    if a {
                        b()
                    } else if c {
                        d()
                    } else {
                        e()
                    }
                """))
    }

    @Test("calls wrap one argument a line; array literals get a trailing comma")
    func wrapsCalls() {
        let arguments = (1...5).map { "argumentNumber\($0): someValue\($0)" }
        let text = render([
            .function(
                FunctionDeclaration(
                    name: "f",
                    body: [
                        .call(prefix: "g", arguments: arguments),
                        .call(prefix: "let list = ", arguments: arguments, brackets: .square),
                        .call(prefix: "h", arguments: ["a: 1"]),
                    ]))
        ])
        #expect(text.contains("    g(\n        argumentNumber1: someValue1,\n"))
        #expect(text.contains("        argumentNumber5: someValue5\n    )\n"))
        #expect(text.contains("        argumentNumber5: someValue5,\n    ]\n"))
        #expect(text.contains("    h(a: 1)\n"))
    }

    @Test("a call of exactly 120 columns stays on its line, unless it holds a collection of several elements")
    func callsAtTheLastColumn() {
        // In a function body the call is indented by 4; each call below is padded to end at column 120.
        let fill = { (call: String) in String(repeating: "x", count: 120 - 4 - call.count) }
        let plain = "g(a: 1, b: )"
        let list = #"g(a: 1, b: ["x,y", "z"], c: )"#
        let single = "g(a: [1], b: )"
        let text = render([
            .function(
                FunctionDeclaration(
                    name: "f",
                    body: [
                        .call(prefix: "g", arguments: ["a: 1", "b: " + fill(plain)]),
                        .call(prefix: "g", arguments: ["a: 1", #"b: ["x,y", "z"]"#, "c: " + fill(list)]),
                        .call(prefix: "g", arguments: ["a: [1]", "b: " + fill(single)]),
                    ]))
        ])
        // swift-format keeps a column for the trailing comma of `["x,y", "z"]`, so that call wraps; a lone element
        // and a comma in a string literal do not count.
        #expect(text.contains("    g(a: 1, b: \(fill(plain)))\n"))
        #expect(text.contains("    g(\n        a: 1,\n        b: [\"x,y\", \"z\"],\n"))
        #expect(text.contains("    g(a: [1], b: \(fill(single)))\n"))
    }

    @Test("merging keeps the first header, imports once, and marks each file")
    func merging() {
        let a = SourceFile(
            name: "A.swift", header: ["A"], imports: ["UIKit"],
            declarations: [
                .type(TypeDeclaration(kind: .struct, name: "A"))
            ])
        let b = SourceFile(
            name: "B.swift", header: ["B"], imports: ["UIKit", "Foundation"],
            declarations: [
                .type(TypeDeclaration(kind: .struct, name: "B"))
            ])
        #expect(
            SourceFile.merging([a, b], into: "All.swift").render() == """
                // A

                import UIKit
                import Foundation

                // MARK: - A.swift

                struct A {}

                // MARK: - B.swift

                struct B {}

                """)
    }

    @Test("open access opens classes that are not final and what a subclass may override; the rest is public")
    func openAccess() {
        let base = TypeDeclaration(
            kind: .class, name: "HomeViewControllerBase", inheritance: ["UIViewController"],
            members: [
                .property(PropertyDeclaration(modifiers: ["weak"], name: "coordinator", type: "(any Buying)?")),
                .property(PropertyDeclaration(isConstant: true, name: "itemID", type: "Int")),
                .initializer(InitializerDeclaration(parameters: [], body: [])),
                .function(FunctionDeclaration(modifiers: ["override"], name: "viewDidLoad", body: [])),
                .function(FunctionDeclaration(modifiers: ["static"], name: "make", body: [])),
                .function(FunctionDeclaration(modifiers: ["private"], name: "wire", body: [])),
            ])
        let coordinator = TypeDeclaration(
            modifiers: ["final"], kind: .class, name: "HomeCoordinator",
            members: [.function(FunctionDeclaration(name: "start", body: []))])
        let declarations = [Declaration.type(base), .type(coordinator)]
        #expect(
            render(AccessLevel.open.apply(to: declarations)) == """
                // Header

                import UIKit

                open class HomeViewControllerBase: UIViewController {
                    open weak var coordinator: (any Buying)?
                    public let itemID: Int

                    public init() {}

                    open override func viewDidLoad() {}

                    public static func make() {}

                    private func wire() {}
                }

                public final class HomeCoordinator {
                    public func start() {}
                }

                """)
        #expect(
            render(AccessLevel.public.apply(to: declarations)).contains("public class HomeViewControllerBase"),
            "public access keeps classes closed")
    }

    @Test("a documentation line wider than 120 columns is broken at spaces, indentation counted")
    func longDocumentation() {
        let names = (1...20).map { "Screen\($0)" }.joined(separator: ", ")
        let text = render([
            .type(
                TypeDeclaration(
                    kind: .struct, name: "A",
                    members: [
                        .property(
                            PropertyDeclaration(
                                documentation: ["Shows: \(names).", "", "Short."], name: "b", type: "Int"))
                    ]))
        ])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.utf8.count <= 120 }, "\(text)")
        #expect(
            text.contains(
                """
                    /// Shows: Screen1, Screen2, Screen3, Screen4, Screen5, Screen6, Screen7, Screen8, Screen9, Screen10, Screen11,
                    /// Screen12, Screen13, Screen14, Screen15, Screen16, Screen17, Screen18, Screen19, Screen20.
                    ///
                    /// Short.
                    var b: Int
                """), "\(text)")
    }

    @Test("conditions that fit stay on the if's line; longer ones go one a line, the brace on a line of its own")
    func wrappedConditions() {
        let long = String(repeating: "x", count: 60)
        let text = render([
            .function(
                FunctionDeclaration(
                    name: "f",
                    body: [
                        .conditional(
                            [
                                ConditionalBranch(clauses: ["a", "let b = c"], [.line("one()")]),
                                ConditionalBranch(clauses: ["let \(long) = a", "let b = \(long)"], [.line("two()")]),
                            ],
                            otherwise: [.line("three()")])
                    ]))
        ])
        #expect(
            text == """
                // Header

                import UIKit

                func f() {
                    if a, let b = c {
                        one()
                    } else if let \(long) = a,
                        let b = \(long)
                    {
                        two()
                    } else {
                        three()
                    }
                }

                """)
    }

    /// A line break in a comment's text would end the comment: what follows it would be code.
    @Test("a line break in documentation or a comment starts another comment line; other control characters go")
    func lineBreaksInComments() {
        let text = render([
            .function(
                FunctionDeclaration(
                    documentation: ["- `a\nstatic let injected = 1 //`", "b\r\nc\u{0}d"], name: "f",
                    body: [
                        .comment("x\ny = 2"), .comment("u\u{2028}v"), .comment("v\u{85}w"),
                        .comment("w\u{0B}z"), .comment("z\u{2029}q\u{9F}"),
                    ]))
        ])
        #expect(
            text == """
                // Header

                import UIKit

                /// - `a
                /// static let injected = 1 //`
                /// b
                /// cd
                func f() {
                    // x
                    // y = 2
                    // u
                    // v
                    // v
                    // w
                    // w
                    // z
                    // z
                    // q
                }

                """)
    }
}
