import Dispatch

/// The manifest's bytes with an index of where each line starts, made the first time a location is asked for.
///
/// A manifest without problems never needs one, and indexing a large manifest's lines (a megabyte for 1,000 screens)
/// cost about 0.4 ms before parsing could start.
struct SourceText: Sendable {
    let bytes: [UInt8]
    private let lines = LineIndex()

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Where each line starts: built once, by whichever thread asks first, and shared by every copy.
    private final class LineIndex: @unchecked Sendable {
        /// Guards `starts`.
        private let lock = DispatchSemaphore(value: 1)
        private var starts: [Int]?

        func lineStarts(of bytes: [UInt8]) -> [Int] {
            lock.wait()
            defer { lock.signal() }
            if let starts { return starts }
            var found = [0]
            // Searched through the buffer: every byte of the manifest is read here.
            bytes.withUnsafeBufferPointer { buffer in
                for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                    found.append(index + 1)
                }
            }
            starts = found
            return found
        }
    }

    /// The 1-based line and column of the byte at `offset`; columns count Unicode scalars.
    func location(of offset: Int) -> SourceLocation {
        let lineStarts = lines.lineStarts(of: bytes)
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
