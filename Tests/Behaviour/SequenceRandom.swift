/// A small deterministic generator (SplitMix64), so that a seed replays a sequence, a set of links or a failure
/// exactly. The behaviour executables that draw at random are built with this file.
struct SequenceRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func element<Element>(of items: [Element]) -> Element? {
        items.isEmpty ? nil : items[below(items.count)]
    }
}
