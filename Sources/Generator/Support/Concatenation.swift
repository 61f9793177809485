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
            for index in parts.indices {
                // Native and inline strings lend their bytes as they are; any other is made native first.
                if let next = parts[index].utf8.withContiguousStorageIfAvailable({
                    buffer[end...].initialize(fromContentsOf: $0)
                }) {
                    end = next
                } else {
                    var part = parts[index]
                    end = part.withUTF8 { buffer[end...].initialize(fromContentsOf: $0) }
                }
            }
            return end
        }
    }
}
