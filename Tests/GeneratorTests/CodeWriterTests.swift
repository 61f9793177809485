import Testing

@testable import Templates

@Suite("CodeWriter")
struct CodeWriterTests {
    @Test("indents blocks by four spaces and ends with one newline")
    func indentsBlocks() {
        var writer = CodeWriter()
        writer.block("struct A {") { writer in
            writer.block("func f() {") { writer in writer.line("return") }
        }
        #expect(writer.text == "struct A {\n    func f() {\n        return\n    }\n}\n")
    }

    @Test("never writes trailing white space and collapses blank lines")
    func whitespace() {
        var writer = CodeWriter()
        writer.line("a   ")
        writer.blankLine()
        writer.blankLine()
        writer.line("")
        writer.line("b")
        writer.blankLine()
        #expect(writer.text == "a\n\nb\n")
    }

    @Test("no blank line right after an opening brace or before a closing one")
    func noBlankLinesInsideBraces() {
        var writer = CodeWriter()
        writer.block("if x {") { writer in
            writer.blankLine()
            writer.line("y()")
            writer.blankLine()
        }
        #expect(writer.text == "if x {\n    y()\n}\n")
    }

    @Test("a nil closer leaves the block for the next line to close")
    func openBlock() {
        var writer = CodeWriter()
        writer.block("if a {", closer: nil) { $0.line("b()") }
        writer.block("} else {") { $0.line("c()") }
        #expect(writer.text == "if a {\n    b()\n} else {\n    c()\n}\n")
    }
}
