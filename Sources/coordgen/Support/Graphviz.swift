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
        guard let executable = find("dot", environment: environment) else {
            throw FileError(
                message: "--format svg needs Graphviz's 'dot' command, which is not on PATH; install Graphviz "
                    + "(Debian and Ubuntu: apt-get install graphviz; macOS: brew install graphviz), or use --format dot"
            )
        }
        let result = try ChildProcess.run(executable, arguments: ["-Tsvg"], input: Array(dot.utf8))
        guard result.status == 0 else {
            let reason = String(decoding: result.errors, as: UTF8.self).trimmingWhitespace()
            throw FileError(message: "Graphviz's dot failed (exit \(result.status)): \(reason)")
        }
        return withHeader(String(decoding: result.output, as: UTF8.self), dot: dot)
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
