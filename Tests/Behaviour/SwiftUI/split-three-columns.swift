import Foundation

// The swiftui-split fixture with three columns (Shelf in the supplementary one) and a showSupplementary on Library:
// the supplementary column's flow starts flows in the secondary column, and the primary column's starts them in both.

@main
struct ThreeColumnsScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        expect(
            navigation.columns == [.primary, .supplementary, .secondary, .compact],
            "the columns are \(navigation.columns)")
        let shelf = navigation.stack(in: .supplementary)?.root.screen.object as? ShelfScreen
        expect(shelf != nil, "the supplementary column does not start at Shelf")
        weak let firstShelf = navigation.roots[1]

        // From the supplementary column, Book takes the secondary column's place.
        shelf?.read(bookID: 5)
        let book = navigation.stack(in: .secondary)?.root.screen.object as? BookScreen
        expect(book?.bookID == 5, "read from the supplementary column does not show Book 5 in the secondary one")
        expect(navigation.stack(in: .supplementary)?.path.isEmpty == true, "read pushed on the supplementary column")

        // From the primary column, a new Shelf takes the supplementary column's place; the secondary one stays.
        (navigation.stack(in: .primary)?.root.screen.object as? LibraryScreen)?.shelf()
        expect(firstShelf == nil, "the replaced Shelf flow is still alive")
        expect(navigation.stack(in: .supplementary)?.root.screen.object is ShelfScreen, "shelf does not show a Shelf")
        expect(
            (navigation.stack(in: .secondary)?.root.screen.object as? BookScreen)?.bookID == 5,
            "the secondary column changed")
        finishRun()
    }
}
