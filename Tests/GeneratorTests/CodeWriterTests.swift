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

    @Test("a line written in pieces is the line written whole: trimmed, measured, and blank when it has no text")
    func pieces() {
        var whole = CodeWriter()
        var pieces = CodeWriter()
        whole.block("enum E {") { writer in
            writer.line("case a(Int)  ")
            writer.line("   ")
            writer.line("case b")
        }
        pieces.beginLine()
        pieces.write("enum ")
        pieces.write("E {")
        pieces.endLine()
        pieces.blockBody { writer in
            writer.beginLine()
            writer.write("case a")
            writer.write("(Int)  ")
            #expect(writer.lineWidth == 4 + "case a(Int)  ".utf8.count)
            #expect(writer.lineWidth == writer.width(of: "case a(Int)  "))
            writer.endLine()
            writer.beginLine()
            writer.write("   ")
            writer.endLine()
            writer.line("case ", "b")
        }
        #expect(pieces.text == whole.text)
        #expect(pieces.text == "enum E {\n    case a(Int)\n\n    case b\n}\n")
    }

    @Test("a discarded line leaves no trace, and the line written instead counts its own width")
    func discardedLine() {
        var writer = CodeWriter()
        writer.line("a")
        writer.indented { writer in
            writer.beginLine()
            writer.write("too long")
            writer.discardLine()
            writer.beginLine()
            writer.write("b")
            #expect(writer.lineWidth == 5)
            writer.endLine()
        }
        #expect(writer.text == "a\n    b\n")
        #expect(writer.utf8 == Array(writer.text.utf8))
    }

    @Test("a line's width counts every level of nesting, even past the deepest indentation the writer spells")
    func deepLineWidth() {
        func nest(_ depth: Int, _ writer: inout CodeWriter) {
            guard depth > 0 else {
                writer.beginLine()
                writer.write("x")
                #expect(writer.lineWidth == writer.width(of: "x"))
                #expect(writer.lineWidth == 40 * 4 + 1)
                writer.endLine()
                return
            }
            writer.indented { nest(depth - 1, &$0) }
        }
        var writer = CodeWriter()
        nest(40, &writer)
    }

    @Test("a copy of a writer writes on its own, and the original keeps what it had")
    func copiesAreIndependent() {
        var original = CodeWriter()
        original.line("a")
        var copy = original
        copy.line("b")
        original.block("c {") { writer in writer.line("d") }
        #expect(original.text == "a\nc {\n    d\n}\n")
        #expect(copy.text == "a\nb\n")
    }

    @Test("long text grows the writer's bytes past any first capacity, byte for byte")
    func growsPastCapacity() {
        var writer = CodeWriter()
        var expected = ""
        for index in 0..<2_000 {
            let line = String(repeating: "x", count: index % 97) + "\(index)"
            writer.line(line)
            expected += line + "\n"
        }
        #expect(writer.text == expected)
        #expect(writer.utf8.count == expected.utf8.count)
    }
}
