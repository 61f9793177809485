/// FNV-1a, 64 bits: a fast, stable checksum for telling whether bytes changed between runs. Not for security: it
/// detects edits and accidents, not an attacker (who could edit the record as easily as the files).
struct Checksum: Equatable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `bytes` to the checksum.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds `text` and a line break, so that consecutive fields cannot run into one another.
    mutating func add(line text: String) {
        add(text.utf8)
        add(CollectionOfOne(UInt8(ascii: "\n")))
    }

    /// The checksum of `bytes`.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var checksum = Checksum()
        bytes.withUnsafeBufferPointer { checksum.add($0) }
        return checksum.value
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
