/// The manifest's bytes with an index of where each line starts.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The 1-based line and column of the byte at `offset`; columns count Unicode scalars.
    func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped {
                low = middle
            } else {
                high = middle - 1
            }
        }
        var column = 1
        var index = lineStarts[low]
        while index < clamped {
            // Continuation bytes (10xxxxxx) belong to the scalar before them.
            if bytes[index] & 0b1100_0000 != 0b1000_0000 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }
}
