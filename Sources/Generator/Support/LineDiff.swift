/// A line-by-line difference between two texts (Myers' algorithm), for dry runs and snapshot failures.
public enum LineDiff {
    /// One line of a difference.
    public struct Line: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case same
            case added
            case removed
        }

        public var kind: Kind
        public var text: String
        /// The line's number in the old text (same, removed) or in the new text (added); 1-based.
        public var number: Int
    }

    /// The lines of `old` and `new` in order, marked same, removed or added.
    public static func lines(from old: [UInt8], to new: [UInt8]) -> [Line] {
        lines(from: String(decoding: old, as: UTF8.self), to: String(decoding: new, as: UTF8.self))
    }

    public static func lines(from old: String, to new: String) -> [Line] {
        let a = split(old)
        let b = split(new)
        var result: [Line] = []
        for edit in script(a, b) {
            switch edit {
            case .same(let i, _): result.append(Line(kind: .same, text: a[i], number: i + 1))
            case .removed(let i): result.append(Line(kind: .removed, text: a[i], number: i + 1))
            case .added(let j): result.append(Line(kind: .added, text: b[j], number: j + 1))
            }
        }
        return result
    }

    /// A readable diff with `context` unchanged lines around each change; empty when the texts are equal.
    public static func unified(expected: String, actual: String, context: Int = 3) -> String {
        let lines = lines(from: expected, to: actual)
        let changed = lines.indices.filter { lines[$0].kind != .same }
        guard !changed.isEmpty else { return "" }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) {
                shown.insert(near)
            }
        }
        var output = ["--- expected", "+++ actual"]
        var previous: Int?
        for index in shown.sorted() {
            if previous.map({ index != $0 + 1 }) ?? true {
                output.append("@@ line \(lines[index].number) @@")
            }
            let line = lines[index]
            let marker = line.kind == .same ? " " : line.kind == .added ? "+" : "-"
            output.append(marker + line.text)
            previous = index
        }
        return output.joined(separator: "\n")
    }

    private static func split(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    private enum Edit {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The shortest edit script from `a` to `b`.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        guard maximum > 0 else { return [] }
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var finalDepth = 0
        search: for depth in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if k == -depth || (k != depth && frontier[k - 1 + maximum] < frontier[k + 1 + maximum]) {
                    x = frontier[k + 1 + maximum]
                } else {
                    x = frontier[k - 1 + maximum] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[k + maximum] = x
                if x >= n, y >= m {
                    finalDepth = depth
                    break search
                }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for depth in stride(from: finalDepth, through: 1, by: -1) {
            let previous = trace[depth]
            let k = x - y
            let previousK: Int
            if k == -depth || (k != depth && previous[k - 1 + maximum] < previous[k + 1 + maximum]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = previous[previousK + maximum]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(x, y))
            }
            if x == previousX {
                y -= 1
                edits.append(.added(y))
            } else {
                x -= 1
                edits.append(.removed(x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            edits.append(.same(x, y))
        }
        return edits.reversed()
    }
}
