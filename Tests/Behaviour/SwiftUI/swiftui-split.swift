import Foundation

// The swiftui-split fixture's navigation state: a split view whose primary column (Library) starts Book in the
// secondary column in place of the flow there, and whose compact column (Phone, on a compact width) pushes it, or
// presents it; routes take their way from the primary column, or from the compact one while collapsed.

extension AppNavigation {
    /// The screen on top of `column`'s stack.
    func top(of column: SplitColumn) -> AnyObject? {
        guard let stack = stack(in: column) else { return nil }
        var top = stack
        while let presented = top.presented { top = presented }
        return (top.path.last ?? top.root).screen.object
    }

    /// The screens of `column`'s first stack, by type name, bottom first.
    func names(in column: SplitColumn) -> [String] {
        stack(in: column)?.entries.map { "\(type(of: $0.screen.object))" } ?? []
    }
}

@main
struct SplitScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        expect(navigation.columns == [.primary, .secondary, .compact], "the columns are \(navigation.columns)")
        expect(navigation.top(of: .secondary) is WelcomeScreen, "the secondary column does not start at Welcome")
        weak let welcome = navigation.roots[1]

        // From the primary column, Book takes the secondary column's place; the flow there ends with its result.
        var results: [String] = []
        let library = navigation.top(of: .primary) as? LibraryScreen
        library?.onBookResult = { results.append("\($0)") }
        library?.open(bookID: 3)
        expect((navigation.top(of: .secondary) as? BookScreen)?.bookID == 3, "open does not show Book 3 in the column")
        expect(welcome == nil, "the Welcome flow the book replaced is still alive")
        expect(navigation.names(in: .primary) == ["LibraryScreen"], "open pushed on the primary column")
        weak let book3 = navigation.roots[1]
        library?.open(bookID: 4)
        expect(results == ["closed"], "the replaced Book flow hands over \(results)")
        expect(book3 == nil, "the replaced Book flow is still alive")

        // The column's stack is its own: a push, SwiftUI's swipe back, a sheet, a pushed child flow.
        (navigation.top(of: .secondary) as? BookScreen)?.chapters()
        expect(navigation.names(in: .secondary) == ["BookScreen", "ChaptersScreen"], "chapters does not push")
        navigation.stack(in: .secondary)?.setPath([])
        (navigation.top(of: .secondary) as? BookScreen)?.notes()
        expect(navigation.top(of: .secondary) is NotesScreen, "notes does not present over the column")
        (navigation.top(of: .secondary) as? NotesScreen)?.done()
        (navigation.top(of: .secondary) as? BookScreen)?.author()
        expect(navigation.top(of: .secondary) is AuthorScreen, "author does not push its flow on the column")
        (navigation.top(of: .secondary) as? AuthorScreen)?.done()
        expect(navigation.names(in: .secondary) == ["BookScreen"], "the Author flow's finish does not go back")
        expect(results == ["closed"], "the Book flow handed over a result while it runs: \(results)")

        // A flow pushed on the primary column starts flows in the secondary one too.
        library?.browse()
        (navigation.top(of: .primary) as? ShelfScreen)?.read(bookID: 5)
        expect((navigation.top(of: .secondary) as? BookScreen)?.bookID == 5, "read does not show Book 5 in the column")
        expect(navigation.names(in: .primary) == ["LibraryScreen", "ShelfScreen"], "read left the primary column")
        // A modal showDetail is the column's too where the flow starts flows there.
        library?.preview(bookID: 6)
        expect(
            (navigation.top(of: .secondary) as? BookScreen)?.bookID == 6, "preview does not show Book 6 in the column")
        expect(navigation.stack(in: .primary)?.presented == nil, "preview presented from the primary column")

        // The compact column's flow pushes Book, or presents it when the action is modal.
        let phone = navigation.top(of: .compact) as? LibraryScreen
        phone?.open(bookID: 7)
        expect(navigation.names(in: .compact) == ["LibraryScreen", "BookScreen"], "open on the phone does not push")
        expect((navigation.top(of: .secondary) as? BookScreen)?.bookID == 6, "open on the phone changed the column")
        navigation.stack(in: .compact)?.setPath([])
        phone?.preview(bookID: 8)
        expect((navigation.top(of: .compact) as? BookScreen)?.bookID == 8, "preview on the phone does not present")
        expect(navigation.stack(in: .compact)?.presented?.sheet.detents == [.medium], "the sheet has no medium detent")

        // Routes: from the primary column while expanded, from the compact column while collapsed.
        expect(AppRoute.chapters(bookID: 9).open(in: navigation) == .opened, "the chapters route does not open")
        expect(
            navigation.names(in: .secondary) == ["BookScreen", "ChaptersScreen"], "\(navigation.names(in: .secondary))")
        expect((navigation.stack(in: .secondary)?.root.screen.object as? BookScreen)?.bookID == 9, "not Book 9")
        expect(navigation.names(in: .primary) == ["LibraryScreen"], "the route left Shelf on the primary column")
        expect(navigation.stack(in: .compact)?.presented == nil, "the route left the phone's sheet")
        navigation.isCollapsed = true
        expect(AppRoute.book(bookID: 10).open(in: navigation) == .opened, "the book route does not open collapsed")
        expect(navigation.names(in: .compact) == ["LibraryScreen", "BookScreen"], "\(navigation.names(in: .compact))")
        expect((navigation.top(of: .compact) as? BookScreen)?.bookID == 10, "the phone does not show Book 10")
        expect((navigation.top(of: .secondary) as? ChaptersScreen) != nil, "the collapsed route changed the column")
        expect(AppRoute.settings.open(in: navigation) == .opened, "the settings route does not open collapsed")
        expect(navigation.top(of: .compact) is SettingsScreen, "the settings route does not present Settings")
        finishRun()
    }
}
