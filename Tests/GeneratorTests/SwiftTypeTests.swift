import Testing

@testable import CoordgenUIKit
@testable import Generator

/// The end of the message for a string default that is not exactly one scalar.
private let oneScalarRule = "but a 'Unicode.Scalar' holds exactly one"

@Suite("Swift types and names")
struct SwiftTypeTests {
    @Test(
        "canonical spellings, with sugar",
        arguments: [
            ("Int", "Int"), ("[String:Int]", "[String: Int]"), ("Optional<String>", "String?"),
            ("Array<Dictionary<String,[Int]>>", "[[String: [Int]]]"), ("(Int,String)", "(Int, String)"),
            ("(label:Int)", "(label: Int)"), ("() -> Void", "() -> Void"), ("(() -> Void)?", "(() -> Void)?"),
            ("@Sendable (String) throws -> Int", "@Sendable (String) throws -> Int"), ("any P & Q", "any P & Q"),
            ("Swift.Result<Int, Error>", "Result<Int, Error>"), ("[Swift.Optional<Swift.Int>]", "[Int?]"),
            ("(Int)", "Int"), ("(any P)?", "(any P)?"),
        ])
    func canonical(text: String, expected: String) throws {
        #expect(try SwiftType.parse(text).get().canonical == expected)
    }

    @Test(
        "refuses text that is not a type, saying why",
        arguments: [
            ("Int; import Evil", "it contains ';'"), ("Int {", "it contains '{'"),
            ("Int\nfunc", "it contains a newline"),
            ("Int!", "implicitly unwrapped optionals ('!') are not supported; use '?'"), ("", "it is empty"),
            ("some View", "opaque 'some' types cannot be stored; use 'any'"), ("[Int", "expected ']'"),
            ("Int -> Void", "a function type needs its parameters in parentheses"),
            ("class", "'class' is a keyword, not a type"),
            ("@objc () -> Void", "the attribute '@objc' is not supported here"),
            ("Set", "'Set' takes 1 generic argument, not 0"), ("[Swift]", "'Swift' is a module, not a type"),
            ("async", "'async' is a keyword, not a type"),
            ("[Swift.Result<Int>]", "'Result' takes 2 generic arguments, not 1"),
        ])
    func refuses(text: String, reason: String) {
        #expect(throws: SwiftTypeError(reason: reason)) { try SwiftType.parse(text).get() }
    }

    @Test(
        "names fold as case-insensitive file systems fold them: ASCII capitals only",
        arguments: [
            ("NoteListViewControllerBase", "notelistviewcontrollerbase"), ("already", "already"), ("", ""),
            ("ÉcranA", "Écrana"), ("Screen_12Z", "screen_12z"), ("@[`{", "@[`{"),
        ])
    func asciiLowercased(name: String, folded: String) {
        #expect(SwiftNames.asciiLowercased(name) == folded)
    }

    @Test("function types need @escaping as stored parameters")
    func escaping() throws {
        #expect(try SwiftType.parse("(Int) -> Void").get().isFunction)
        #expect(try !SwiftType.parse("((Int) -> Void)?").get().isFunction)
    }

    @Test("identifiers, labels and keywords")
    func identifiers() {
        #expect(SwiftNames.identifierProblem("buySubscription") == nil)
        #expect(SwiftNames.identifierProblem("open") == nil)
        #expect(SwiftNames.identifierProblem("class") == "'class' is a Swift keyword")
        #expect(SwiftNames.identifierProblem("9lives") == "it starts with '9'; names start with a letter or '_'")
        #expect(
            SwiftNames.identifierProblem("a/b") == "it contains a path separator '/'; use ASCII letters, digits and '_'"
        )
        #expect(SwiftNames.labelProblem("for") == nil)
        #expect(SwiftNames.labelProblem("inout") == "'inout' cannot be an argument label")
        #expect(SwiftSpelling.lowerCamelCase("MainCoordinator") == "mainCoordinator")
        #expect(SwiftSpelling.lowerCamelCase("URLListCoordinator") == "urlListCoordinator")
        #expect(SwiftSpelling.stringLiteral("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        #expect(SwiftSpelling.casePattern("compose", binding: []) == ".compose")
        #expect(SwiftSpelling.casePattern("show", binding: ["id", "text"]) == ".show(let id, let text)")
    }

    @Test(
        "defaults are single expressions of the subset",
        arguments: [
            "0", "-1", "1.5", "-2.5e3", "0x1F", "0b101", "1_000", "[:]", "[]", "[1, 2,]", #"["a": 1, "b": 2]"#,
            #""a;b{c}""#, #""say \"hi\"\n""#, ##"#"raw \ and " inside"#"##, "foo(bar: [1])", "nil", "true",
            ".zero", ".init()", "UUID()", "Foo.Bar(x: 1, y: [.a, .b])", "(0, \"\")", "(label: 1, 2)", "items.count",
            #""\u{1F600}""#,
        ])
    func acceptedDefaults(text: String) {
        #expect(throws: Never.self) { try DefaultExpression.parse(text).get() }
    }

    @Test(
        "defaults outside the subset are refused, saying why",
        arguments: [
            ("0; 1", "it contains ';'; a default is one expression"),
            ("{ 0 }()", "it contains '{'; closures and blocks are not allowed in a default"),
            ("f(", "it ends where a value was expected"), ("foo(bar[1])", "expected ')' but found '['"),
            (#""open"#, "a string literal in it is not closed"),
            ("1 // x", "it contains a comment"),
            ("0, 1", "it contains ',' outside brackets; a default is one expression"),
            ("a:b", "unexpected ':'; a default is one expression"),
            (##"#"\"#); print("injected"); _ = ("\""##, "it contains ';'; a default is one expression"),
            (##"#"\"#), x"##, "unexpected ')'; a default is one expression"),
            (#""\(secret)""#, "string interpolation is not allowed in a default"),
            (##"#"\#(secret)"#"##, "string interpolation is not allowed in a default"),
            (
                "\"\"\"\nx\n\"\"\"",
                "multi-line string literals are not supported in a default; use a one-line string with \\n"
            ),
            (
                "1 + 2",
                "it contains '+'; a default may use literals, names, member accesses, calls, arrays, dictionaries, "
                    + "tuples, nil and unary minus"
            ),
            (
                "x!",
                "it contains '!'; a default may use literals, names, member accesses, calls, arrays, dictionaries, "
                    + "tuples, nil and unary minus"
            ),
            ("try f()", "'try' is a keyword and cannot start a default"),
            ("self", "'self' is a keyword and cannot start a default"),
            ("await f()", "unexpected 'f'; a default is one expression"),
            ("1x", "a number in it is followed by 'x'"), ("", "it is empty"),
            ("()", "'()' is the empty tuple; a default needs a value"),
            ("-\"a\"", "unary minus applies only to numbers and names"),
            ("#x", "it contains '#' outside a raw string literal"),
            (#""\q""#, "invalid escape sequence in a string"),
            (#""\u{D800}""#, "'\\u{D800}' is not a Unicode scalar (a surrogate or beyond U+10FFFF)"),
            (#""\u{110000}""#, "'\\u{110000}' is not a Unicode scalar (a surrogate or beyond U+10FFFF)"),
        ] as [(String, String)])
    func refusedDefaults(text: String, reason: String) {
        #expect(throws: DefaultExpressionError(reason: reason)) { try DefaultExpression.parse(text).get() }
    }

    @Test(
        "a default's literal must fit the input's type where the literal decides it",
        arguments: [
            ("nil", "Int", "'nil' needs an optional type, and 'Int' is not optional"),
            (#""a""#, "Int", "it is a string, but the input is 'Int'"),
            ("1.5", "Int", "it is a floating-point number, but the input is 'Int'"),
            ("1", "[Int]?", "it is an integer, but the input is '[Int]?'"),
            ("[:]", "[String]", "it is a dictionary literal, but the input is '[String]'"),
            ("(1, 2)", "(Int, String, Bool)", "it is a tuple of 2, but the input is '(Int, String, Bool)'"),
            ("true", "Swift.String", "it is a Boolean, but the input is 'String'"),
            ("nil", "Int?", nil), ("nil", "Any", "'nil' needs an optional type, and 'Any' is not optional"),
            ("1", "Any", nil), (#""Guest""#, "MainActor", "it is a string, but the input is 'MainActor'"),
            ("nil", "URL", "'nil' needs an optional type, and 'URL' is not optional"),
            ("true", "any Error", "it is a Boolean, but the input is 'any Error'"),
            (#""a""#, "Result<Int, Error>", "it is a string, but the input is 'Result<Int, Error>'"),
            ("true", "Void", "it is a Boolean, but the input is 'Void'"),
            (#""x""#, "UINavigationController", "it is a string, but the input is 'UINavigationController'"),
            ("-1", "Optional<String>", "it is an integer, but the input is 'String?'"),
            ("nil", "Swift.Optional<Int>", nil),
            ("[:]", "Array<Int>", "it is a dictionary literal, but the input is '[Int]'"), ("1", "Double", nil),
            ("[]", "Set<Int>", nil), (#""x""#, "Product", nil),
            ("nil", "Product", nil), ("Product()", "Int", nil), ("[1]", "Optional<[Int]>", nil),
            (#""ab""#, "Character", "it is a string of 2 characters, but a 'Character' holds exactly one"),
            (#""""#, "Character?", "it is a string of 0 characters, but a 'Character' holds exactly one"),
            (#""é""#, "Character", nil), (#""\u{65}\u{301}""#, "Character", nil), (##"#"\"#"##, "Character", nil),
            ("1", "Character", "it is an integer, but the input is 'Character'"),
            (#""xy""#, "Unicode.Scalar", "it is a string of 2 Unicode scalars, " + oneScalarRule),
            (#""\u{65}\u{301}""#, "Unicode.Scalar", "it is a string of 2 Unicode scalars, " + oneScalarRule),
            (#""x""#, "Unicode.Scalar", nil),
            ("65", "Unicode.Scalar", "it is an integer, but the input is 'Unicode.Scalar'"),
            (#""a""#, "Substring", nil),
        ] as [(String, String, String?)])
    func defaultTypes(text: String, type: String, mismatch: String?) throws {
        let expression = try DefaultExpression.parse(text).get()
        #expect(
            expression.mismatch(
                with: try SwiftType.parse(type).get(), frameworkTypes: ReservedNames.frameworkTypes(of: UIKitBackend()))
                == mismatch)
    }

    @Test("did-you-mean counts a swap as one edit and stays within a small distance")
    func suggestions() {
        #expect(Suggestions.editDistance("stlye", "style") == 1)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.closest(to: "acitons", in: ["name", "actions"]) == "actions")
        #expect(Suggestions.closest(to: "zzz", in: ["name", "actions"]) == nil)
    }

    @Test("line diffs show what changed, with context")
    func lineDiff() {
        let lines = LineDiff.lines(from: "a\nb\nc\n", to: "a\nx\nc\nd\n")
        #expect(lines.map(\.kind) == [.same, .removed, .added, .same, .added])
        #expect(LineDiff.unified(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
        #expect(
            LineDiff.unified(expected: "a\nb\n", actual: "a\nc\n")
                == "--- expected\n+++ actual\n@@ line 1 @@\n a\n-b\n+c")
    }

    @Test("only types with no values are uninhabited: Never and tuples holding it")
    func uninhabited() throws {
        for text in ["Never", "Swift.Never", "(Int, Never)", "(label: Never)"] {
            #expect(try SwiftType.parse(text).get().isUninhabited, "\(text)")
        }
        for text in ["Never?", "[Never]", "() -> Never", "Result<Int, Never>", "MyModule.Never", "[String: Never]"] {
            #expect(try !SwiftType.parse(text).get().isUninhabited, "\(text)")
        }
    }
}
