/// Renders ``SourceFile`` and ``Declaration`` values through a ``CodeWriter``.
enum DeclarationRenderer {
    /// Signatures longer than this are wrapped, one parameter a line.
    static let maximumLineWidth = 120

    static func render(_ file: SourceFile, into writer: inout CodeWriter) {
        for line in file.header {
            comment(line, into: &writer)
        }
        writer.blankLine()
        for module in file.imports {
            writer.line("import ", module)
        }
        writer.blankLine()
        for declaration in file.declarations {
            render(declaration, into: &writer)
            writer.blankLine()
        }
    }

    static func render(_ declaration: Declaration, into writer: inout CodeWriter) {
        switch declaration {
        case .type(let type):
            render(type, into: &writer)
        case .function(let function):
            render(function, into: &writer)
        case .initializer(let initializer):
            render(initializer, into: &writer)
        case .property(let property):
            render(property, into: &writer)
        case .enumCase(let enumCase):
            documentation(enumCase.documentation, into: &writer)
            writer.beginLine()
            writer.write("case ")
            writer.write(enumCase.name)
            associatedValues(enumCase.associatedValues, into: &writer)
            if let rawValue = enumCase.rawValue {
                writer.write(" = ")
                writer.write(rawValue)
            }
            writer.endLine()
        case .mark(let title):
            writer.line("// MARK: - ", title)
        case .verbatim(let text):
            // Split as bytes: as characters, "\r\n" would be one and not split.
            for line in Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                writer.line(line)
            }
        }
    }

    // MARK: Types

    private static func render(_ type: TypeDeclaration, into writer: inout CodeWriter) {
        documentation(type.documentation, into: &writer)
        for attribute in type.attributes {
            writer.line(attribute)
        }
        // The header on one line, unless it is too wide and has an inheritance list to wrap.
        writer.beginLine()
        typeName(type, into: &writer)
        if !type.inheritance.isEmpty {
            writer.write(": ")
            list(type.inheritance, into: &writer)
        }
        if let whereClause = type.whereClause {
            writer.write(" where ")
            writer.write(whereClause)
        }
        writer.write(" {")
        if writer.lineWidth > maximumLineWidth, !type.inheritance.isEmpty {
            // swift-format's layout: the inheritance list on its own lines, the brace on a line of its own.
            writer.discardLine()
            writer.beginLine()
            typeName(type, into: &writer)
            writer.write(":")
            writer.endLine()
            writer.indented { writer in
                for line in packed(type.inheritance, width: maximumLineWidth - writer.width(of: "")) {
                    writer.line(line)
                }
            }
            writer.beginLine()
            writer.write("{")
        }
        guard !type.members.isEmpty else {
            writer.write("}")
            writer.endLine()
            return
        }
        writer.endLine()
        writer.blockBody { writer in
            for (index, member) in type.members.enumerated() {
                if index > 0, !isCompactPair(type.members[index - 1], member) {
                    writer.blankLine()
                }
                render(member, into: &writer)
            }
        }
    }

    /// Writes the type's modifiers, kind and name.
    private static func typeName(_ type: TypeDeclaration, into writer: inout CodeWriter) {
        modifiers(type.modifiers, into: &writer)
        writer.write(type.kind.rawValue)
        writer.write(" ")
        writer.write(type.name)
    }

    /// `items` joined by ", " into as few lines as fit in `width`; every line but the last ends with a comma.
    private static func packed(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for item in items {
            if !current.isEmpty, current.count + 2 + item.count + 1 > width {
                lines.append(current + ",")
                current = item
            } else {
                current += (current.isEmpty ? "" : ", ") + item
            }
        }
        lines.append(current)
        return lines
    }

    /// Stored properties, requirements and enum cases without documentation sit on consecutive lines.
    private static func isCompactPair(_ first: Declaration, _ second: Declaration) -> Bool {
        // One declaration matched at a time: a tuple of the two would be a copy of both.
        switch second {
        case .property(let b):
            guard case .property(let a) = first else { return false }
            return a.value.isCompact && b.value.isCompact && b.documentation.isEmpty
        case .enumCase(let b):
            guard case .enumCase = first else { return false }
            return b.documentation.isEmpty
        case .type, .function, .initializer, .mark, .verbatim:
            return false
        }
    }

    // MARK: Members

    private static func render(_ function: FunctionDeclaration, into writer: inout CodeWriter) {
        documentation(function.documentation, into: &writer)
        for attribute in function.attributes {
            writer.line(attribute)
        }
        signature(
            Signature(
                modifiers: function.modifiers, keyword: "func ", name: function.name, parameters: function.parameters,
                isAsync: function.isAsync, isThrowing: function.isThrowing, returnType: function.returnType),
            body: function.body, into: &writer)
    }

    private static func render(_ initializer: InitializerDeclaration, into writer: inout CodeWriter) {
        documentation(initializer.documentation, into: &writer)
        for attribute in initializer.attributes {
            writer.line(attribute)
        }
        signature(
            Signature(
                modifiers: initializer.modifiers, keyword: initializer.isFailable ? "init?" : "init", name: "",
                parameters: initializer.parameters, isAsync: false, isThrowing: false, returnType: nil),
            body: initializer.body, into: &writer)
    }

    private static func render(_ property: PropertyDeclaration, into writer: inout CodeWriter) {
        documentation(property.documentation, into: &writer)
        for attribute in property.attributes {
            writer.line(attribute)
        }
        writer.beginLine()
        modifiers(property.modifiers, into: &writer)
        writer.write(property.isConstant ? "let " : "var ")
        writer.write(property.name)
        if let type = property.type {
            writer.write(": ")
            writer.write(type)
        }
        switch property.value {
        case .stored(let initialValue):
            if let initialValue {
                writer.write(" = ")
                writer.write(initialValue)
            }
            writer.endLine()
        case .requirement(let settable):
            writer.write(settable ? " { get set }" : " { get }")
            writer.endLine()
        case .computed(let body):
            writer.write(" {")
            writer.endLine()
            writer.blockBody { writer in
                render(body, into: &writer)
            }
        case .observed(let didSet):
            writer.write(" {")
            writer.endLine()
            writer.blockBody { writer in
                writer.block("didSet {") { writer in
                    render(didSet, into: &writer)
                }
            }
        }
    }

    /// What a function or initializer signature is made of: `modifiers keyword name(parameters) async throws -> type`.
    private struct Signature {
        var modifiers: [String]
        var keyword: String
        var name: String
        var parameters: [FunctionParameter]
        var isAsync: Bool
        var isThrowing: Bool
        var returnType: String?

        func writeHead(into writer: inout CodeWriter) {
            DeclarationRenderer.modifiers(modifiers, into: &writer)
            writer.write(keyword)
            writer.write(name)
            writer.write("(")
        }

        func writeSuffix(into writer: inout CodeWriter) {
            if isAsync {
                writer.write(" async")
            }
            if isThrowing {
                writer.write(" throws")
            }
            if let returnType {
                writer.write(" -> ")
                writer.write(returnType)
            }
        }
    }

    /// Writes the signature and body, wrapping the parameters one a line when the line would be too wide.
    private static func signature(_ signature: Signature, body: [Statement]?, into writer: inout CodeWriter) {
        // An empty body is written `{}`, on the signature's line.
        let opener = body == nil ? "" : body?.isEmpty == true ? " {}" : " {"
        writer.beginLine()
        signature.writeHead(into: &writer)
        list(signature.parameters, into: &writer) { parameter($0, into: &$1) }
        writer.write(")")
        signature.writeSuffix(into: &writer)
        writer.write(opener)
        if writer.lineWidth > maximumLineWidth, !signature.parameters.isEmpty {
            writer.discardLine()
            writer.beginLine()
            signature.writeHead(into: &writer)
            writer.endLine()
            writer.indented { writer in
                for (index, item) in signature.parameters.enumerated() {
                    writer.beginLine()
                    parameter(item, into: &writer)
                    if index < signature.parameters.count - 1 {
                        writer.write(",")
                    }
                    writer.endLine()
                }
            }
            writer.beginLine()
            writer.write(")")
            signature.writeSuffix(into: &writer)
            writer.write(opener)
        }
        writer.endLine()
        if let body, !body.isEmpty {
            writer.blockBody { writer in render(body, into: &writer) }
        }
    }

    private static func parameter(_ parameter: FunctionParameter, into writer: inout CodeWriter) {
        writer.write(parameter.spelled)
    }

    private static func associatedValues(_ values: [AssociatedValue], into writer: inout CodeWriter) {
        guard !values.isEmpty else { return }
        writer.write("(")
        list(values, into: &writer) { value, writer in
            if let label = value.label {
                writer.write(label)
                writer.write(": ")
            }
            writer.write(value.type)
        }
        writer.write(")")
    }

    // MARK: Statements

    /// `prefix(argument, argument)suffix` on one line, or one argument a line when that is too wide.
    private static func renderCall(
        _ prefix: String, _ arguments: [String], suffix: String, brackets: Brackets, into writer: inout CodeWriter
    ) {
        let (open, close) = brackets == .round ? ("(", ")") : ("[", "]")
        writer.beginLine()
        writer.write(prefix)
        writer.write(open)
        list(arguments, into: &writer)
        writer.write(close)
        writer.write(suffix)
        // swift-format keeps a column for the trailing comma of a collection literal of several elements
        // among the arguments: such a call is too long for it at the last column already.
        let fits =
            writer.lineWidth < maximumLineWidth
            || (writer.lineWidth == maximumLineWidth
                && !arguments.contains(where: Self.holdsCollectionOfSeveral))
        guard !fits, !arguments.isEmpty else {
            writer.endLine()
            return
        }
        writer.discardLine()
        writer.line(prefix, open)
        writer.indented { writer in
            for (index, argument) in arguments.enumerated() {
                let isLast = index == arguments.count - 1
                writer.line(argument, isLast && brackets == .round ? "" : ",")
            }
        }
        writer.line(close, suffix)
    }

    static func render(_ statements: [Statement], into writer: inout CodeWriter) {
        for statement in statements {
            switch statement {
            case .line(let text):
                writer.line(text)
            case .block(let opener, let body, let closer):
                writer.block(opener, closer: closer.isEmpty ? nil : closer) { writer in render(body, into: &writer) }
            case .call(let prefix, let arguments, let suffix, let brackets):
                renderCall(prefix, arguments, suffix: suffix, brackets: brackets, into: &writer)
            case .trailingClosure(let prefix, let arguments, let opener, let body, let closer):
                renderCall(prefix, arguments, suffix: opener, brackets: .round, into: &writer)
                writer.indented { writer in render(body, into: &writer) }
                writer.line(closer)
            case .conditional(let branches, let otherwise):
                renderConditional(branches, otherwise: otherwise, into: &writer)
            case .switchOver(let subject, let cases):
                // Swift style keeps `case` level with `switch`.
                writer.beginLine()
                writer.write("switch ")
                writer.write(subject)
                writer.write(" {")
                writer.endLine()
                for switchCase in cases {
                    writer.beginLine()
                    if switchCase.pattern != SwitchCase.defaultPattern {
                        writer.write("case ")
                    }
                    writer.write(switchCase.pattern)
                    writer.write(":")
                    writer.endLine()
                    writer.indented { writer in render(switchCase.body, into: &writer) }
                }
                writer.line("}")
            case .comment(let text):
                comment(text, into: &writer)
            case .blank:
                writer.blankLine()
            }
        }
    }

    private static func renderConditional(
        _ branches: [ConditionalBranch],
        otherwise: [Statement]?,
        into writer: inout CodeWriter
    ) {
        for (index, branch) in branches.enumerated() {
            let isLast = index == branches.count - 1 && otherwise == nil
            let keyword = index == 0 ? "if " : "} else if "
            writer.beginLine()
            writer.write(keyword)
            for (position, clause) in branch.clauses.enumerated() {
                writer.write(position == 0 ? clause : ", " + clause)
            }
            writer.write(" {")
            if writer.lineWidth > maximumLineWidth, branch.clauses.count > 1 {
                // swift-format's layout: one condition a line, indented, and the brace on a line of its own.
                writer.discardLine()
                writer.line(keyword, branch.clauses[0] + ",")
                writer.indented { writer in
                    for (position, clause) in branch.clauses.enumerated().dropFirst() {
                        writer.line(position == branch.clauses.count - 1 ? clause : clause + ",")
                    }
                }
                writer.beginLine()
                writer.write("{")
            }
            writer.endLine()
            writer.blockBody(closer: isLast ? "}" : nil) { writer in
                render(branch.body, into: &writer)
            }
        }
        if let otherwise {
            writer.block("} else {") { writer in render(otherwise, into: &writer) }
        }
    }

    // MARK: Helpers

    /// Documentation lines, each broken at spaces where it would not fit the line width (a list of screens can be long).
    private static func documentation(_ lines: [String], into writer: inout CodeWriter) {
        // A line break in a line would end the comment, and what follows it would be code: each part is a line.
        for line in lines.flatMap(Self.commentLines) {
            guard !line.isEmpty else {
                writer.line("///")
                continue
            }
            writer.beginLine()
            let room = maximumLineWidth - writer.lineWidth - "/// ".utf8.count
            writer.discardLine()
            for part in wrapped(line, width: room) {
                writer.line("/// ", part)
            }
        }
    }

    /// `text` as comment lines: split at its line breaks, without the other control characters, which a comment
    /// cannot show.
    private static func commentLines(_ text: String) -> [String] {
        // The control characters (C0, DEL, C1) and the two Unicode separators are every scalar that starts a line or
        // that a comment cannot show; looking for them scalar by scalar spares breaking every comment into characters.
        guard
            text.unicodeScalars.contains(where: {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
            })
        else {
            return [text]
        }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        }
    }

    /// `text` broken at spaces into lines of at most `width` UTF-8 columns; a word longer than that stands alone.
    static func wrapped(_ text: String, width: Int) -> [String] {
        guard text.utf8.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.utf8.count + 1 + word.utf8.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }

    /// A `//` comment line; an empty one has no trailing space.
    private static func comment(_ text: String, into writer: inout CodeWriter) {
        for line in commentLines(text) {
            if line.isEmpty {
                writer.line("//")
            } else {
                writer.line("// ", line)
            }
        }
    }

    /// Each modifier followed by a space.
    private static func modifiers(_ modifiers: [String], into writer: inout CodeWriter) {
        for modifier in modifiers {
            writer.write(modifier)
            writer.write(" ")
        }
    }

    /// `items` joined by ", ".
    private static func list(_ items: [String], into writer: inout CodeWriter) {
        list(items, into: &writer) { item, writer in writer.write(item) }
    }

    /// `items` separated by ", ", each written by `write`: the one place a list on one line is spelled.
    private static func list<Item>(
        _ items: [Item], into writer: inout CodeWriter, _ write: (Item, inout CodeWriter) -> Void
    ) {
        for (index, item) in items.enumerated() {
            if index > 0 {
                writer.write(", ")
            }
            write(item, &writer)
        }
    }

    /// Whether `argument` holds an array or dictionary literal with more than one element: a comma inside square
    /// brackets, outside string literals.
    private static func holdsCollectionOfSeveral(_ argument: String) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for character in argument {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[": depth += 1
            case "]": depth -= 1
            case "," where depth > 0: return true
            default: break
            }
        }
        return false
    }
}

extension PropertyValue {
    fileprivate var isCompact: Bool {
        switch self {
        case .stored, .requirement: return true
        case .computed, .observed: return false
        }
    }
}
