/// The growable bytes behind ``CodeWriter``: an append is one capacity check and one copy.
///
/// An array of bytes spent about ninety instructions on each `append(contentsOf:)` (its generic path), and rendering
/// appends a few pieces to every line of every file. The writer keeps it private and copies it before changing it when
/// it is shared (``CodeWriter`` is a value), so a buffer that two writers share is only read: that makes it safe to
/// send, as an array's storage is.
final class ByteBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// A buffer of its own with the same bytes.
    func copy() -> ByteBuffer {
        let copy = ByteBuffer(capacity: capacity)
        copy.base.update(from: base, count: count)
        copy.count = count
        return copy
    }

    subscript(index: Int) -> UInt8 {
        base[index]
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends `byte` `times` times.
    func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (base + count).update(repeating: byte, count: times)
        count += times
    }

    /// Forgets the last `bytes`.
    func removeLast(_ bytes: Int) {
        precondition(bytes >= 0 && bytes <= count, "ByteBuffer: cannot remove \(bytes) of \(count) bytes")
        count -= bytes
    }

    /// The first `length` bytes, as an array.
    func prefix(_ length: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: min(length, count)))
    }

    /// Room for `extra` more bytes, doubling the capacity as needed: inline, since nearly every append fits.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity {
            grow(toFit: extra)
        }
    }

    @inline(never)
    private func grow(toFit extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + extra {
            newCapacity *= 2
        }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
