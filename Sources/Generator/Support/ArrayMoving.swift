extension Array {
    /// Appends the elements of `other` by moving them, where `+=` would copy each one (retaining all it holds) and then
    /// free `other`'s. The translators add a helper's declarations and statements to a list this way; for an array
    /// that is shared, the moves start with the copy `+=` makes anyway.
    mutating func append(movingContentsOf other: consuming [Element]) {
        guard !other.isEmpty else { return }
        guard !isEmpty else {
            self = other
            return
        }
        reserveCapacity(count + other.count)
        // Taken from the end, so reversed first; swapping and removing the last element move without copying.
        other.reverse()
        while let element = other.popLast() {
            append(element)
        }
    }
}
