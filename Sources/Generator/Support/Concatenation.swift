extension String {
    /// `parts` one after another, built in one allocation (none when the result fits in a string's inline storage).
    ///
    /// `a + b + c` allocates for `a + b` and again for the whole, and an interpolation reserves room for its literals
    /// only, so it usually grows once. Names spelled for every screen of a large app go through here.
    init(concatenating parts: String...) {
        self.init(concatenating: parts)
    }

    /// ``init(concatenating:)-(String...)`` for parts in a list.
    init(concatenating parts: [String]) {
        var count = 0
        for part in parts {
            count += part.utf8.count
        }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            for var part in parts {
                end = part.withUTF8 { buffer[end...].initialize(fromContentsOf: $0) }
            }
            return end
        }
    }
}
