import Foundation
import Generator

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both outputs while writing, so a full pipe never blocks dot.
        let reading = DispatchGroup()
        nonisolated(unsafe) var svg = Data()
        nonisolated(unsafe) var messages = Data()
        DispatchQueue.global().async(group: reading) { svg = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: reading) { messages = errors.fileHandleForReading.readDataToEndOfFile() }
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        reading.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: messages, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw FileError(message: "Graphviz's dot failed (exit \(process.terminationStatus)): \(reason)")
        }
        return withHeader(String(decoding: svg, as: UTF8.self), dot: dot)
    }

    /// The SVG with the DOT's first line (coordgen's header) as an XML comment after the declaration. An XML comment
    /// may not contain `--`, so the option is spelled out in words there.
    static func withHeader(_ svg: String, dot: String) -> String {
        let header = dot.split(separator: "\n", maxSplits: 1).first.map { $0.dropFirst(3) } ?? ""
        let text = header.replacingOccurrences(of: "`coordgen graph --format svg`", with: "coordgen graph, format svg")
            .replacingOccurrences(of: "--", with: "- -")
        let comment = "<!-- \(text) -->\n"
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return comment + svg }
        return String(svg[...end]) + comment + String(svg[svg.index(after: end)...])
    }

    /// The first executable named `name` in the folders of `PATH`.
    static func find(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }
}
