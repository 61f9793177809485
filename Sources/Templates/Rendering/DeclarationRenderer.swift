/// Renders ``SourceFile`` and ``Declaration`` values through a ``CodeWriter``.
enum DeclarationRenderer {
    /// Signatures longer than this are wrapped, one parameter a line.
    static let maximumLineWidth = 120

    static func render(_ file: SourceFile, into writer: inout CodeWriter) {
        for line in file.header {
            writer.line(line.isEmpty ? "//" : "// " + line)
        }
        writer.blankLine()
        for module in file.imports {
            writer.line("import \(module)")
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
            writer.line("case " + enumCase.name + associatedValues(enumCase.associatedValues))
        case .mark(let title):
            writer.line("// MARK: - " + title)
        case .verbatim(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                writer.line(String(line))
            }
        }
    }

    // MARK: Types

    private static func render(_ type: TypeDeclaration, into writer: inout CodeWriter) {
        documentation(type.documentation, into: &writer)
        for attribute in type.attributes {
            writer.line(attribute)
        }
        let name = prefixed(type.modifiers, type.kind.rawValue + " " + type.name)
        var header = name
        if !type.inheritance.isEmpty {
            header += ": " + type.inheritance.joined(separator: ", ")
        }
        if let whereClause = type.whereClause {
            header += " where " + whereClause
        }
        var opener = header + " {"
        if writer.width(of: opener) > maximumLineWidth, !type.inheritance.isEmpty {
            // swift-format's layout: the inheritance list on its own lines, the brace on a line of its own.
            writer.line(name + ":")
            writer.indented { writer in
                for line in packed(type.inheritance, width: maximumLineWidth - writer.width(of: "")) {
                    writer.line(line)
                }
            }
            opener = "{"
        }
        guard !type.members.isEmpty else {
            writer.line(opener == "{" ? "{}" : header + " {}")
            return
        }
        writer.block(opener) { writer in
            var previous: Declaration?
            for member in type.members {
                if let previous, !isCompactPair(previous, member) {
                    writer.blankLine()
                }
                render(member, into: &writer)
                previous = member
            }
        }
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
        switch (first, second) {
        case (.property(let a), .property(let b)):
            return a.value.isCompact && b.value.isCompact && b.documentation.isEmpty
        case (.enumCase, .enumCase(let b)):
            return b.documentation.isEmpty
        default:
            return false
        }
    }

    // MARK: Members

    private static func render(_ function: FunctionDeclaration, into writer: inout CodeWriter) {
        documentation(function.documentation, into: &writer)
        for attribute in function.attributes {
            writer.line(attribute)
        }
        let suffix = (function.isAsync ? " async" : "") + (function.returnType.map { " -> " + $0 } ?? "")
        let head = prefixed(function.modifiers, "func " + function.name)
        signature(head: head, parameters: function.parameters, suffix: suffix, body: function.body, into: &writer)
    }

    private static func render(_ initializer: InitializerDeclaration, into writer: inout CodeWriter) {
        documentation(initializer.documentation, into: &writer)
        for attribute in initializer.attributes {
            writer.line(attribute)
        }
        let head = prefixed(initializer.modifiers, initializer.isFailable ? "init?" : "init")
        signature(head: head, parameters: initializer.parameters, suffix: "", body: initializer.body, into: &writer)
    }

    private static func render(_ property: PropertyDeclaration, into writer: inout CodeWriter) {
        documentation(property.documentation, into: &writer)
        for attribute in property.attributes {
            writer.line(attribute)
        }
        var text = prefixed(property.modifiers, (property.isConstant ? "let " : "var ") + property.name)
        if let type = property.type {
            text += ": " + type
        }
        switch property.value {
        case .stored(let initialValue):
            writer.line(text + (initialValue.map { " = " + $0 } ?? ""))
        case .requirement(let settable):
            writer.line(text + (settable ? " { get set }" : " { get }"))
        case .computed(let body):
            writer.block(text + " {") { writer in
                render(body, into: &writer)
            }
        case .observed(let didSet):
            writer.block(text + " {") { writer in
                writer.block("didSet {") { writer in
                    render(didSet, into: &writer)
                }
            }
        }
    }

    /// Writes `head(parameters)suffix`, wrapping the parameters when the line would be too wide.
    private static func signature(
        head: String,
        parameters: [FunctionParameter],
        suffix: String,
        body: [Statement]?,
        into writer: inout CodeWriter
    ) {
        // An empty body is written `{}`, on the signature's line.
        let opener = body == nil ? "" : body?.isEmpty == true ? " {}" : " {"
        let list = parameters.map(parameter)
        let oneLine = head + "(" + list.joined(separator: ", ") + ")" + suffix + opener
        if writer.width(of: oneLine) <= maximumLineWidth || parameters.isEmpty {
            if let body, !body.isEmpty {
                writer.block(oneLine) { writer in render(body, into: &writer) }
            } else {
                writer.line(oneLine)
            }
            return
        }
        writer.line(head + "(")
        writer.indented { writer in
            for (index, item) in list.enumerated() {
                writer.line(item + (index == list.count - 1 ? "" : ","))
            }
        }
        if let body, !body.isEmpty {
            writer.block(")" + suffix + opener) { writer in render(body, into: &writer) }
        } else {
            writer.line(")" + suffix + opener)
        }
    }

    private static func parameter(_ parameter: FunctionParameter) -> String {
        var text = parameter.name + ": " + parameter.type
        if let label = parameter.label, label != parameter.name {
            text = label + " " + text
        }
        if let defaultValue = parameter.defaultValue {
            text += " = " + defaultValue
        }
        return text
    }

    private static func associatedValues(_ values: [AssociatedValue]) -> String {
        guard !values.isEmpty else { return "" }
        let items = values.map { value in value.label.map { $0 + ": " + value.type } ?? value.type }
        return "(" + items.joined(separator: ", ") + ")"
    }

    // MARK: Statements

    static func render(_ statements: [Statement], into writer: inout CodeWriter) {
        for statement in statements {
            switch statement {
            case .line(let text):
                writer.line(text)
            case .block(let opener, let body, let closer):
                writer.block(opener, closer: closer) { writer in render(body, into: &writer) }
            case .call(let prefix, let arguments, let suffix, let brackets):
                let (open, close) = brackets == .round ? ("(", ")") : ("[", "]")
                let oneLine = prefix + open + arguments.joined(separator: ", ") + close + suffix
                if writer.width(of: oneLine) <= maximumLineWidth || arguments.isEmpty {
                    writer.line(oneLine)
                } else {
                    writer.line(prefix + open)
                    writer.indented { writer in
                        for (index, argument) in arguments.enumerated() {
                            let isLast = index == arguments.count - 1
                            writer.line(argument + (isLast && brackets == .round ? "" : ","))
                        }
                    }
                    writer.line(close + suffix)
                }
            case .conditional(let branches, let otherwise):
                renderConditional(branches, otherwise: otherwise, into: &writer)
            case .switchOver(let subject, let cases):
                // Swift style keeps `case` level with `switch`.
                writer.line("switch \(subject) {")
                for switchCase in cases {
                    writer.line("case \(switchCase.pattern):")
                    writer.indented { writer in render(switchCase.body, into: &writer) }
                }
                writer.line("}")
            case .comment(let text):
                writer.line(text.isEmpty ? "//" : "// " + text)
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
            let keyword = index == 0 ? "if " : "} else if "
            let isLast = index == branches.count - 1 && otherwise == nil
            writer.block(keyword + branch.condition + " {", closer: isLast ? "}" : nil) { writer in
                render(branch.body, into: &writer)
            }
        }
        if let otherwise {
            writer.block("} else {") { writer in render(otherwise, into: &writer) }
        }
    }

    // MARK: Helpers

    private static func documentation(_ lines: [String], into writer: inout CodeWriter) {
        for line in lines {
            writer.line(line.isEmpty ? "///" : "/// " + line)
        }
    }

    private static func prefixed(_ modifiers: [String], _ text: String) -> String {
        (modifiers + [text]).joined(separator: " ")
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
