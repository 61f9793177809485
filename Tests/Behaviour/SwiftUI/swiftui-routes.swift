import Foundation

// The swiftui-routes fixture's navigation state: links read into routes, and each route opened from several states
// lands on its whole state (tab, flows, pushed and presented screens) in one call, ending what it takes away.

@MainActor
func link(_ text: String) -> AppRoute? {
    URL(string: text).flatMap(AppRoute.init(url:))
}

/// The screens shown, bottom first, by type name: what the person would see stacked, tab and presentations included.
@MainActor
func shownNames(_ navigation: AppNavigation) -> [String] {
    navigation.shownEntries.map { "\(type(of: $0.screen.object))" }
}

@main
struct RoutesScenario {
    @MainActor
    static func main() {
        // Links read as routes, with their defaults; the route's url reads back as the route.
        expect(link("news://article/7?lang=de") == .article(id: 7, language: "de"), "the article link does not read")
        expect(link("https://news.example.com/article/7") == .article(id: 7, language: "en"), "lang has no default")
        expect(link("news://article/x") == nil, "a link whose id is not an Int reads")
        expect(link("news://nowhere") == nil, "a link of no route reads")
        for route in [AppRoute.comments(id: 3, language: "fr", page: nil), .settingsSection(section: "a b/c")] {
            expect(AppRoute(url: route.url) == route, "\(route) does not read back from \(route.url)")
        }

        // From the start, each route shows its screen on top, on its tab, with its way's screens beneath it.
        let navigation = AppNavigation()
        let expected: [(AppRoute, Int, [String])] = [
            (.feed, 0, ["HomeScreen"]),
            (.article(id: 1, language: "en"), 0, ["HomeScreen", "ArticleScreen"]),
            (.comments(id: 1, language: "en", page: 2), 0, ["HomeScreen", "ArticleScreen", "CommentsScreen"]),
            (.share(id: 1, language: "en"), 0, ["HomeScreen", "ArticleScreen", "ShareScreen"]),
            (.search(query: "q", exact: true), 0, ["HomeScreen", "SearchScreen"]),
            (.topics, 0, ["HomeScreen", "TopicListScreen"]),
            (.settings, 1, ["AccountScreen", "OptionsScreen"]),
            (.settingsSection(section: "privacy"), 1, ["AccountScreen", "OptionsScreen", "SectionScreen"]),
            (.profile(userID: 5), 1, ["AccountScreen", "PublicProfileScreen"]),
        ]
        for (route, tab, screens) in expected {
            // Each from the state the one before left, and again from itself.
            for _ in 0..<2 {
                let outcome = route.open(in: navigation)
                expect(outcome == .opened, "\(route) did \(outcome)")
                expect(navigation.selectedTab == tab, "\(route) shows tab \(navigation.selectedTab)")
                expect(shownNames(navigation) == screens, "\(route) shows \(shownNames(navigation))")
                expect(navigation.shownAlert == nil, "\(route) leaves an alert")
            }
        }

        // The route's values reach its screens.
        AppRoute.comments(id: 4, language: "it", page: 9).open(in: navigation)
        let article = navigation.shownEntries.lazy.compactMap { $0.screen.object as? ArticleScreen }.first
        expect(article?.id == 4 && article?.language == "it", "Article shows \(String(describing: article))")
        expect(navigation.shown(CommentsScreen.self)?.page == 9, "Comments does not show page 9")
        expect(navigation.roots[0].childCoordinators.count == 1, "the Reader flow is not the Feed flow's one child")

        // From a busy state: a sheet with a pushed screen in the other tab, an alert, a child flow with a result.
        var topics: [String] = []
        AppRoute.feed.open(in: navigation)
        navigation.shown(HomeScreen.self)?.onTopicsResult = { topics.append("\($0)") }
        navigation.shown(HomeScreen.self)?.chooseTopic()
        weak let topicsFlow = navigation.roots[0].childCoordinators.first
        navigation.tapTab(1)
        navigation.swipeBack()
        navigation.shown(AccountScreen.self)?.confirmSignOut()
        expect(navigation.shownAlert != nil, "confirmSignOut shows no alert")
        AppRoute.settingsSection(section: "about").open(in: navigation)
        expect(navigation.shownAlert == nil && navigation.rootStacks[1].alert == nil, "the route leaves the alert")
        expect(navigation.shown(SectionScreen.self)?.section == "about", "the route does not show Section 'about'")
        weak let settingsFlow = navigation.roots[1].childCoordinators.first
        let counter = ChangeCounter(navigation.rootStacks)
        AppRoute.article(id: 8, language: "en").open(in: navigation)
        expect(shownNames(navigation) == ["HomeScreen", "ArticleScreen"], "article shows \(shownNames(navigation))")
        expect(topics == ["cancelled"], "the Topics flow the route ended hands over \(topics)")
        expect(topicsFlow == nil, "the Topics flow is still alive after the route took its sheet away")
        expect(settingsFlow == nil, "the Settings flow of the other tab is still alive after the route")
        expect(navigation.rootStacks[1].presented == nil, "the other tab still presents Settings")
        expect(navigation.runningFlows.count == 3, "flows running: \(navigation.runningFlows)")
        expect(counter.changes > 0, "the route tells SwiftUI of no change")

        // A pushed screen of the other tab stays: a route takes away only what is presented over it.
        AppRoute.profile(userID: 2).open(in: navigation)
        AppRoute.feed.open(in: navigation)
        expect(navigation.rootStacks[1].path.count == 1, "the route to Feed took Profile's pushed screen away")

        // The navigation saves as JSON and restores into a new one: every stack, its screens' values, the tab.
        AppRoute.share(id: 5, language: "de").open(in: navigation)
        AppRoute.settingsSection(section: "sound").open(in: navigation)
        let saved = navigation.snapshot().flatMap { try? JSONEncoder().encode($0) }
        let snapshot = saved.flatMap { try? JSONDecoder().decode(NavigationSnapshot.self, from: $0) }
        expect(snapshot != nil, "the navigation does not save and read back as JSON")
        let restored = AppNavigation()
        if let snapshot {
            expect(restored.restore(snapshot) == .restored, "the snapshot does not restore")
        }
        expect(
            layout(of: restored) == layout(of: navigation),
            "restored \(layout(of: restored)), saved \(layout(of: navigation))")
        expect(restored.selectedTab == 1, "the restored navigation shows tab \(restored.selectedTab)")
        let restoredArticle = restored.rootStacks[0].entries.lazy.compactMap { $0.screen.object as? ArticleScreen }
            .first
        expect(restoredArticle?.id == 5 && restoredArticle?.language == "de", "the restored Article is not 5 in de")
        expect(
            (restored.shownEntry.screen.object as? SectionScreen)?.section == "sound",
            "the restored Section is not sound")
        expect(restored.runningFlows.count == navigation.runningFlows.count, "the restored app runs other flows")

        // A snapshot of another graph restores nothing.
        if let snapshot {
            let other = NavigationSnapshot(graph: "0", flow: nil, selectedTab: 0, steps: snapshot.steps)
            let fresh = AppNavigation()
            expect(fresh.restore(other) == .otherGraph, "a snapshot of another graph is not refused")
            expect(
                layout(of: fresh) == ["HomeScreen", "AccountScreen"], "a refused snapshot changed the navigation")
        }
        finishRun()
    }
}
