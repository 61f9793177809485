/// A fast, stable 64-bit checksum for telling whether bytes changed between runs. Not for security: it detects edits
/// and accidents, not an attacker (who could edit the record as easily as the files).
///
/// The bytes are read eight at a time, as little-endian words (the last, short one padded with zeros). Each word is
/// mixed into the state by an exclusive or, a multiplication by an odd constant and a rotation: for a given word, each
/// of the three maps states one to one, so two inputs of the same length that differ in a single word always reach
/// different states. The length and a final avalanche (MurmurHash3's 64-bit finalizer) give the value. Reading whole
/// words makes it about eight times as fast as a checksum that mixes a byte at a time, which matters when an unchanged
/// run checksums every generated file.
struct Checksum: Equatable {
    private var state: UInt64 = 0x243f_6a88_85a3_08d3
    /// Bytes added since the last whole word, in the low bits, and how many there are (0 to 7).
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length: UInt64 = 0

    /// Adds `bytes` to the checksum.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        // Complete a word started by an earlier call first.
        while pendingCount != 0, offset < bytes.count {
            addPending(bytes[offset])
            offset += 1
        }
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < bytes.count {
            addPending(bytes[offset])
            offset += 1
        }
        length &+= UInt64(bytes.count)
    }

    /// Adds `bytes` to the checksum.
    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    /// Adds `text` and a line break, so that consecutive fields cannot run into one another.
    mutating func add(line text: String) {
        add(Array(text.utf8) + [UInt8(ascii: "\n")])
    }

    /// The checksum of `bytes`.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var checksum = Checksum()
        checksum.add(bytes)
        return checksum.value
    }

    /// The checksum of everything added so far.
    var value: UInt64 {
        var copy = self
        if copy.pendingCount != 0 {
            copy.mix(copy.pending)
        }
        var value = copy.state ^ length
        value = (value ^ (value >> 33)) &* 0xff51_afd7_ed55_8ccd
        value = (value ^ (value >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return value ^ (value >> 33)
    }

    private mutating func mix(_ word: UInt64) {
        let product = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
        state = (product << 27) | (product >> 37)
    }

    private mutating func addPending(_ byte: UInt8) {
        pending |= UInt64(byte) << UInt64(pendingCount * 8)
        pendingCount += 1
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    /// The value as 16 lowercase hexadecimal digits.
    var hex: String {
        Self.hex(value)
    }

    /// `value` as 16 lowercase hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        var digits: [UInt8] = []
        appendHex(value, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// Appends `value` as 16 lowercase hexadecimal digits to `bytes`.
    static func appendHex(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(hexDigits[Int((value >> UInt64(shift)) & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
