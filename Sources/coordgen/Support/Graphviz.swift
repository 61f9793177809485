import Generator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs Graphviz's `dot` to turn DOT into SVG.
enum Graphviz {
    /// SVG for `dot`, with coordgen's header comment after the XML declaration.
    static func svg(fromDOT dot: String, environment: [String: String]) throws -> String {
        let output = try run(dot, format: "svg", environment: environment)
        return withHeader(String(decoding: output, as: UTF8.self), dot: dot)
    }

    /// A PNG picture of `dot`, with coordgen's header in a text chunk right after the image header, where coordgen
    /// finds it again before it replaces the file.
    static func png(fromDOT dot: String, environment: [String: String]) throws -> [UInt8] {
        let output = try run(dot, format: "png", environment: environment)
        let header = String(dot.split(separator: "\n", maxSplits: 1).first?.dropFirst(3) ?? "")
        return PNGText.inserting(keyword: "Comment", text: header, into: output)
    }

    /// What Graphviz's `dot` writes for `dot` in `format`.
    private static func run(_ dot: String, format: String, environment: [String: String]) throws -> [UInt8] {
        guard let executable = find("dot", environment: environment) else {
            throw FileError(
                message: "--format \(format) needs Graphviz's 'dot' command, which is not on PATH; install Graphviz "
                    + "(Debian and Ubuntu: apt-get install graphviz; macOS: brew install graphviz), or use --format dot"
            )
        }
        let result = try ChildProcess.run(executable, arguments: ["-T" + format], input: Array(dot.utf8))
        guard result.status == 0 else {
            let reason = String(decoding: result.errors, as: UTF8.self).trimmingWhitespace()
            throw FileError(message: "Graphviz's dot failed (exit \(result.status)): \(reason)")
        }
        return result.output
    }

    /// The SVG with the DOT's first line (coordgen's header) as an XML comment after the declaration. An XML comment
    /// may not contain `--`, so the option is spelled out in words there.
    static func withHeader(_ svg: String, dot: String) -> String {
        let header = dot.split(separator: "\n", maxSplits: 1).first.map { $0.dropFirst(3) } ?? ""
        let text = header.replacing("`coordgen graph --format svg`", with: "coordgen graph, format svg")
            .replacing("--", with: "- -")
        let comment = "<!-- \(text) -->\n"
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return comment + svg }
        return String(svg[...end]) + comment + String(svg[svg.index(after: end)...])
    }

    /// The first executable named `name` in the folders of `PATH`.
    static func find(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}

/// A PNG's text chunk (`tEXt`: a keyword, a zero byte, Latin-1 text), which viewers ignore and coordgen reads.
enum PNGText {
    /// `png` with a text chunk after its image header (the first chunk, which must stay first); `png` itself when it
    /// does not start as a PNG does.
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func inserting(keyword: String, text: String, into png: [UInt8]) -> [UInt8] {
        // The signature, then the image header: length (4), type (4), 13 bytes of data, CRC (4).
        let headerEnd = signature.count + 4 + 4 + 13 + 4
        guard png.count >= headerEnd, Array(png.prefix(8)) == signature else { return png }
        let body = Array("tEXt".utf8) + Array(keyword.utf8) + [0] + text.unicodeScalars.map { UInt8($0.value & 0xFF) }
        let chunk = bigEndian(UInt32(body.count - 4)) + body + bigEndian(crc32(body))
        return Array(png[..<headerEnd]) + chunk + Array(png[headerEnd...])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 that PNG chunks carry (ISO 3309, as zlib computes it), over the chunk's type and data.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
