import Foundation

/// The Swift interface that the compiler synthesizes for an SDK module (`swift-synthesize-interface`), read for the
/// instance properties a type declares: in its class body, its extensions, and the protocols it conforms to.
public struct SynthesizedInterface: Sendable {
    /// A top-level `class`, `extension` or `protocol` block.
    struct Block: Sendable {
        var name: String
        var conformances: [String]
        var properties: [String]
    }

    private(set) var blocks: [Block] = []

    /// Reads `text`, one declaration a line, as the synthesizer prints it.
    public init(_ text: String) {
        var depth = 0
        var current: Block?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if depth == 0, let header = Self.header(line) {
                current = header
            } else if depth == 1, let property = Self.instanceProperty(line) {
                current?.properties.append(property)
            }
            depth += line.count(of: "{") - line.count(of: "}")
            if depth == 0, let block = current {
                blocks.append(block)
                current = nil
            }
        }
    }

    /// Merges the blocks of several modules' interfaces.
    public init(_ interfaces: [SynthesizedInterface]) {
        blocks = interfaces.flatMap(\.blocks)
    }

    /// The instance properties of `types`, of their extensions and of every protocol they conform to, directly or
    /// through other protocols.
    public func instanceProperties(of types: [String]) -> Set<String> {
        var names = Set(types)
        var pending = types
        while let name = pending.popLast() {
            for block in blocks where block.name == name {
                for conformance in block.conformances where !names.contains(conformance) {
                    names.insert(conformance)
                    pending.append(conformance)
                }
            }
        }
        return Set(blocks.filter { names.contains($0.name) }.flatMap(\.properties))
    }

    /// The string literals of a Swift source: the names of a checked-in table.
    public static func quotedNames(in source: String) -> Set<String> {
        Set(source.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }

    private static func header(_ line: String) -> Block? {
        guard line.hasSuffix("{") else { return nil }
        let words = line.dropLast().split(separator: " ").map(String.init)
        guard let index = words.firstIndex(where: { ["class", "extension", "protocol"].contains($0) }),
            index + 1 < words.count
        else { return nil }
        let name = words[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: ":"))
        let rest = words[(index + 2)...].joined(separator: " ")
        let list = rest.hasPrefix(":") ? rest.dropFirst() : ""
        let conformances = list.split(separator: ",").compactMap { part in
            part.split(separator: " ").first.map(String.init)
        }
        return Block(name: name, conformances: conformances, properties: [])
    }

    /// The name of an instance `var` declared on `line`; `nil` for anything else, a `class var` or `static var`
    /// included.
    private static func instanceProperty(_ line: String) -> String? {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "var"), index + 1 < words.count,
            !words[..<index].contains("class"), !words[..<index].contains("static")
        else { return nil }
        let name = words[index + 1].prefix { $0 != ":" }
        return name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    }
}

extension String {
    fileprivate func count(of character: Character) -> Int {
        reduce(0) { $1 == character ? $0 + 1 : $0 }
    }
}
