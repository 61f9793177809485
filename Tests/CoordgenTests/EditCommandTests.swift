import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

/// Whether `edited` is `original` with bytes inserted and none changed or removed.
func onlyInsertions(from original: String, to edited: String) -> Bool {
    let old = Array(original.utf8)
    var index = 0
    for byte in edited.utf8 where index < old.count && byte == old[index] {
        index += 1
    }
    return index == old.count
}

@Suite("add-screen and add-coordinator")
struct EditCommandTests {
    /// Four-space indents, compact objects, odd spacing: the user's own formatting.
    static let handFormatted = """
        {
            "version" : 1,
            "style":"protocols",
            "app":{"root":"Main"},

            "coordinators":[
                {"name":"Main","start":"Home"}
            ],
            "screens":[
                {"name":"Home","actions":[{"name":"open","push":"Detail","parameters":[{"name":"id","type":"Int"}]}]},
                {"name":"Detail",   "inputs":[{"name":"id","type":"Int"}]}
            ]
        }

        """

    @Test("add-screen keeps every byte it does not add, and its additions match the file's style")
    func preservesBytes() throws {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let run = cli.run(
            "add-screen", "Settings", "--coordinator", "Main", "--from", "Detail", "--action",
            "showSettings", "--input", "userName:String")
        #expect(run.code == .success, "\(run.errors)")
        let edited = try #require(cli.read("coordgen.json"))
        #expect(onlyInsertions(from: Self.handFormatted, to: edited))
        #expect(edited.contains(#"{"name":"Settings","inputs":[{"name":"userName","type":"String"}]}"#))
        #expect(
            edited.contains(
                #"{"name":"showSettings","parameters":[{"name":"userName","type":"String"}],"push":"Settings"}"#))
        #expect(cli.files().contains("SettingsViewController.swift"))
        #expect(cli.files().contains("Generated/SettingsViewControllerBase.swift"))
        #expect(cli.run("check").code == .success)
    }

    @Test("add-screen --start-child adds the child flow; add-coordinator adds a tab", arguments: [false, true])
    func addsFlows(modal: Bool) throws {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        var arguments = [
            "add-screen", "Checkout", "--coordinator", "Main", "--from", "Home", "--action", "checkOut",
            "--param", "for:cartID:String", "--input", "cartID:String", "--start-child", "Checkout",
        ]
        if modal {
            arguments.append("--modal")
        }
        #expect(cli.run(arguments).code == .success)
        let manifest = try #require(cli.read("coordgen.json"))
        #expect(manifest.contains(#"{"name":"Checkout","start":"Checkout"}"#))
        #expect(manifest.contains(#""startChild":"Checkout""#))
        #expect(manifest.contains(#""modal":true"#) == modal)
        #expect(cli.read("Generated/CheckoutCoordinator.swift")?.contains("let cartID: String") == true)
    }

    @Test("add-screen --present --no-wrap presents the new screen itself, without a navigation controller")
    func addsUnwrappedScreen() throws {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let run = cli.run(
            "add-screen", "Photo", "--coordinator", "Main", "--from", "Detail", "--action", "showPhoto", "--present",
            "--no-wrap")
        #expect(run.code == .success, "\(run.errors)")
        let edited = try #require(cli.read("coordgen.json"))
        #expect(edited.contains(#"{"name":"showPhoto","present":"Photo","wrap":false}"#))
        let coordinator = try #require(cli.read("Generated/MainCoordinator.swift"))
        #expect(coordinator.contains("topNavigationController.present(viewController, animated: true)"))
    }

    @Test("add-screen --swiftui adds a SwiftUI screen: its view and view model are created beside the manifest")
    func addsSwiftUIScreen() throws {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let run = cli.run(
            "add-screen", "Profile", "--coordinator", "Main", "--from", "Detail", "--action", "showProfile", "--swiftui"
        )
        #expect(run.code == .success, "\(run.errors)")
        let edited = try #require(cli.read("coordgen.json"))
        #expect(edited.contains(#"{"name":"Profile","viewControllers":"swiftui"}"#), "\(edited)")
        for file in ["ProfileView.swift", "ProfileViewModel.swift", "ProfileViewController.swift"] {
            #expect(cli.read(file) != nil, "\(file) was not created")
        }
        let base = try #require(cli.read("Generated/ProfileViewControllerBase.swift"))
        #expect(base.contains("class ProfileViewControllerBase: UIHostingController<ProfileView> {"), "\(base)")
    }

    @Test("add-coordinator --result gives the flow a result that the starting screen receives")
    func addCoordinatorResult() throws {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let run = cli.run(
            "add-coordinator", "LanguageList", "--start", "LanguageList", "--from", "Home", "--action",
            "chooseLanguage", "--modal", "--result", "language:String, cancel", "--when-left", "cancel")
        #expect(run.code == .success, "\(run.errors)")
        let manifest = try #require(cli.read("coordgen.json"))
        #expect(manifest.contains(#"{"name":"language","parameters":[{"name":"language","type":"String"}]}"#))
        #expect(manifest.contains(#"{"name":"cancel"}"#))
        #expect(manifest.contains(#""whenLeft":"cancel""#))
        let coordinator = try #require(cli.read("Generated/LanguageListCoordinator.swift"))
        #expect(coordinator.contains("case language(language: String)"))
        #expect(
            cli.read("Generated/HomeViewControllerBase.swift")?.contains(
                "func didReceive(_ result: LanguageListResult) {}") == true)
    }

    /// The manifest of the fixture `name`, as text.
    private static func fixture(_ name: String) -> String {
        String(decoding: Fixture.named(name).manifest, as: UTF8.self)
    }

    @Test("add-coordinator --show-detail adds a showDetail in a split app; without one it is refused, unchanged")
    func addCoordinatorShowDetail() throws {
        let cli = CLIHarness()
        cli.write(Self.fixture("split"), to: "coordgen.json")
        let run = cli.run(
            "add-coordinator", "Series", "--start", "Series", "--from", "Library", "--action", "openSeries",
            "--show-detail")
        #expect(run.code == .success, "\(run.errors)")
        #expect(cli.read("coordgen.json")?.contains(#"{ "name": "openSeries", "showDetail": "Series" }"#) == true)
        let library = try #require(cli.read("Generated/LibraryCoordinator.swift"))
        #expect(library.contains("navigationController: columnFlowNavigationController(for: .secondary)"))
        #expect(library.contains("startInColumn(.secondary, child)"))
        let both = cli.run(
            "add-coordinator", "Other", "--start", "Other", "--from", "Library", "--action", "openOther",
            "--show-detail", "--modal")
        #expect(both.code == .usage)
        #expect(both.errors.contains("--modal and --show-detail cannot be used together: a column's flow is not modal"))
        let alone = cli.run("add-coordinator", "Other", "--start", "Other", "--show-detail")
        #expect(alone.code == .usage)
        #expect(alone.errors.contains("--show-detail needs --from and --action"))
        let rooted = CLIHarness()
        rooted.write(Self.handFormatted, to: "coordgen.json")
        let refused = rooted.run(
            "add-coordinator", "Shelf", "--start", "Shelf", "--from", "Home", "--action", "openShelf", "--show-detail")
        #expect(refused.code == .invalidManifest)
        #expect(refused.errors.contains("this app has no split view"))
        #expect(rooted.read("coordgen.json") == Self.handFormatted)
    }

    @Test("add-coordinator --show-supplementary adds one in a split app with three columns, and not with two")
    func addCoordinatorShowSupplementary() throws {
        let cli = CLIHarness()
        cli.write(Self.fixture("mail"), to: "coordgen.json")
        let run = cli.run(
            "add-coordinator", "Search", "--start", "Search", "--from", "Mailboxes", "--action", "search",
            "--show-supplementary")
        #expect(run.code == .success, "\(run.errors)")
        #expect(cli.read("coordgen.json")?.contains(#"{ "name": "search", "showSupplementary": "Search" }"#) == true)
        let mailboxes = try #require(cli.read("Generated/MailboxesCoordinator.swift"))
        #expect(mailboxes.contains("navigationController: columnFlowNavigationController(for: .supplementary)"))
        #expect(mailboxes.contains("startInColumn(.supplementary, child)"))
        let both = cli.run(
            "add-coordinator", "Other", "--start", "Other", "--from", "Mailboxes", "--action", "other",
            "--show-supplementary", "--show-detail")
        #expect(both.code == .usage)
        #expect(both.errors.contains("--show-detail and --show-supplementary cannot be used together: pick one column"))
        let modal = cli.run(
            "add-coordinator", "Other", "--start", "Other", "--from", "Mailboxes", "--action", "other",
            "--show-supplementary", "--modal")
        #expect(modal.errors.contains("--modal and --show-supplementary cannot be used together"))
        let twoColumns = CLIHarness()
        let split = Self.fixture("split")
        twoColumns.write(split, to: "coordgen.json")
        let refused = twoColumns.run(
            "add-coordinator", "Series", "--start", "Series", "--from", "Library", "--action", "openSeries",
            "--show-supplementary")
        #expect(refused.code == .invalidManifest)
        #expect(refused.errors.contains("and this app has none; add a 'supplementary' column to a split view"))
        #expect(twoColumns.read("coordgen.json") == split)
    }

    @Test("--when-left without --result, and a malformed --result, are usage errors that change nothing")
    func resultUsageErrors() throws {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let lonely = cli.run("add-coordinator", "Picker", "--start", "Picker", "--when-left", "cancel")
        #expect(lonely.code == .usage)
        #expect(lonely.errors.contains("--when-left needs --result"))
        let malformed = cli.run("add-coordinator", "Picker", "--start", "Picker", "--result", "language:String,,cancel")
        #expect(malformed.code == .usage)
        #expect(
            malformed.errors.contains(
                "--result takes cases like 'language:String,cancel', not 'language:String,,cancel'"))
        #expect(cli.read("coordgen.json") == Self.handFormatted)
    }

    @Test("how add-screen's action navigates needs the action: --no-wrap alone is a usage error that changes nothing")
    func navigationWithoutActionIsAUsageError() {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let run = cli.run("add-screen", "Photo", "--coordinator", "Main", "--no-wrap")
        #expect(run.code == .usage)
        #expect(run.errors.contains("--push, --present, --start-child, --modal and --no-wrap need --from and --action"))
        #expect(cli.read("coordgen.json") == Self.handFormatted)
    }

    @Test("add-coordinator with --tab joins the app's tabs")
    func addCoordinatorTab() throws {
        let cli = CLIHarness()
        cli.run("init", "--tabs", "Home")
        let run = cli.run("add-coordinator", "Profile", "--start", "Profile", "--tab", "Me", "--image", "person")
        #expect(run.code == .success, "\(run.errors)")
        let manifest = try #require(cli.read("coordgen.json"))
        #expect(manifest.contains(#""tabs": ["Home", "Profile"]"#))
        #expect(
            manifest.contains(
                #"{ "name": "Profile", "start": "Profile", "tab": { "title": "Me", "image": "person" } }"#))
        #expect(cli.read("Generated/MainTabBarController.swift")?.contains("UIImage(systemName: \"person\")") == true)
    }

    @Test(
        "an invalid or duplicate name leaves the manifest and the folder untouched",
        arguments: [
            (
                ["add-screen", "my screen", "--coordinator", "Main"],
                "coordgen: error: 'my screen' is not a valid screen name: it contains a space; use ASCII letters, digits and '_'; coordgen.json is unchanged\n"
            ),
            (
                ["add-screen", "Detail", "--coordinator", "Main"],
                "coordgen: error: screen 'Detail' is already declared on line 11; coordgen.json is unchanged\n"
            ),
            (
                ["add-screen", "Other", "--coordinator", "Main", "--from", "Home", "--action", "open"],
                "coordgen: error: screen 'Home' already has an action named 'open'; coordgen.json is unchanged\n"
            ),
            (
                ["add-screen", "Other", "--coordinator", "Main", "--from", "Hme", "--action", "go"],
                "coordgen: error: no screen named 'Hme'; did you mean 'Home'?; coordgen.json is unchanged\n"
            ),
            (
                ["add-coordinator", "Main", "--start", "Home"],
                "coordgen: error: a coordinator named 'Main' already exists; coordgen.json is unchanged\n"
            ),
            (
                [
                    "add-screen", "Other", "--coordinator", "Main", "--input", "x:Int;", "--from", "Home", "--action",
                    "go",
                ],
                "coordgen: error: 'Int;' is not a Swift type coordgen accepts: it contains ';'; coordgen.json is unchanged\n"
            ),
        ])
    func refusesBadRequests(arguments: [String], message: String) {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let before = cli.snapshot()
        let run = cli.run(arguments)
        #expect(run.code == .invalidManifest)
        #expect(run.errors == message)
        #expect(cli.snapshot() == before)
    }

    /// Two flows and a screen nothing shows, for the requests that only such a manifest can refuse.
    static let twoFlows = """
        {
          "version": 1,
          "app": { "root": "Main" },
          "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Other", "start": "Away" } ],
          "screens": [
            { "name": "Home", "actions": [ { "name": "leave", "startChild": "Other" } ] },
            { "name": "Away" },
            { "name": "Orphan" }
          ]
        }

        """

    @Test(
        "a request the manifest cannot take is refused with its reason, and nothing changes",
        arguments: [
            (
                [
                    "add-screen", "New", "--coordinator", "Nope", "--new-coordinator", "--from", "Home", "--action",
                    "go",
                ],
                "the new coordinator 'Nope' starts at the new screen, so it does not show 'Home'; --coordinator names "
                    + "the flow that shows --from"
            ),
            (
                ["add-screen", "New", "--coordinator", "Mian"],
                "no coordinator named 'Mian'; did you mean 'Main'? (--new-coordinator creates it, starting at the new "
                    + "screen)"
            ),
            (
                ["add-screen", "New", "--coordinator", "Nope", "--from", "Home", "--action", "go"],
                "no coordinator named 'Nope' (--new-coordinator creates it, starting at the new screen)"
            ),
            (
                ["add-screen", "New", "--coordinator", "Main", "--new-coordinator"],
                "a coordinator named 'Main' already exists"
            ),
            (
                [
                    "add-screen", "New", "--coordinator", "Main", "--from", "Home", "--action", "go", "--start-child",
                    "Other",
                ],
                "coordinator 'Other' already exists; --start-child creates a new flow that starts at 'New'"
            ),
            (
                ["add-screen", "New", "--coordinator", "Main", "--from", "Home", "--action", "go", "--no-wrap"],
                "'wrap' applies only to 'present': it says whether the screen presented gets a navigation controller "
                    + "of its own; 'push' presents no screen"
            ),
            (
                ["add-coordinator", "Flow", "--start", "Away", "--input", "a:Int"],
                "screen 'Away' exists already; --input adds inputs only to a new screen"
            ),
            (
                ["add-coordinator", "Flow", "--start", "New", "--from", "Orphan", "--action", "go"],
                "screen 'Orphan' is not shown by any coordinator, so nothing could run its action"
            ),
            (
                ["add-coordinator", "Flow", "--start", "New", "--modal"],
                "--modal needs --from and --action: it says how that action starts the flow"
            ),
            (
                ["add-coordinator", "Flow", "--start", "New", "--tab", "Flow"],
                "--tab needs an app with tabs; this manifest's app has a root coordinator"
            ),
            (
                ["add-screen", "New", "--coordinator", "Main", "--from", "Away", "--action", "go"],
                "screen 'Away' is not shown by coordinator 'Main'"
            ),
        ])
    func refusesRequestsTheManifestCannotTake(arguments: [String], message: String) {
        let cli = CLIHarness()
        cli.write(Self.twoFlows, to: "coordgen.json")
        let before = cli.snapshot()
        let run = cli.run(arguments)
        #expect(run.code == .invalidManifest)
        #expect(run.errors == "coordgen: error: \(message); coordgen.json is unchanged\n")
        #expect(cli.snapshot() == before)
    }

    @Test("add-screen --new-coordinator creates the flow, starting at the new screen")
    func newCoordinatorIsCreated() {
        let cli = CLIHarness()
        cli.write(Self.twoFlows, to: "coordgen.json")
        let run = cli.run("add-screen", "Help", "--coordinator", "Support", "--new-coordinator")
        #expect(run.code == .success, "\(run.errors)")
        let manifest = cli.read("coordgen.json") ?? ""
        #expect(manifest.contains(#""name": "Support""#) && manifest.contains(#""start": "Help""#), "\(manifest)")
        #expect(cli.files().contains("Generated/SupportCoordinator.swift"))
    }

    @Test("--tab in an app with top-level flows says where tabs go")
    func tabInFlowsApp() {
        let cli = CLIHarness()
        #expect(cli.run("generate", "--example", "auth", "--output", ".").code == .success)
        let before = cli.snapshot()
        let run = cli.run("add-coordinator", "Flow", "--start", "New", "--tab", "Flow")
        #expect(run.code == .invalidManifest)
        #expect(
            run.errors
                == "coordgen: error: --tab needs an app with 'tabs'; this manifest's app has top-level flows, so add the "
                + "coordinator to a tab bar's 'tabs' in app.tabBars; coordgen.json is unchanged\n")
        #expect(cli.snapshot() == before)
    }

    @Test("a change that would make the manifest invalid is refused")
    func refusesInvalidResult() {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let before = cli.snapshot()
        let run = cli.run(
            "add-screen", "Other", "--coordinator", "Main", "--from", "Home", "--action", "go",
            "--param", "id:String", "--input", "id:Int")
        #expect(run.code == .invalidManifest)
        #expect(
            run.errors.contains("type mismatch: parameter 'id' is 'String' but input 'id' of screen 'Other' is 'Int'"))
        #expect(run.errors.hasSuffix("coordgen: error: the change would make coordgen.json invalid; it is unchanged\n"))
        #expect(cli.snapshot() == before)
    }

    @Test("--dry-run shows the manifest change and writes nothing")
    func dryRun() {
        let cli = CLIHarness()
        cli.write(Self.handFormatted, to: "coordgen.json")
        let before = cli.snapshot()
        let run = cli.run(
            "add-screen", "Settings", "--coordinator", "Main", "--from", "Home", "--action", "settings",
            "--dry-run")
        #expect(run.code == .success)
        #expect(run.output.hasPrefix("would change coordgen.json:\n"))
        #expect(run.output.contains(#"  +         {"name":"Settings"}"#))
        #expect(run.output.contains("would create SettingsViewController.swift"))
        #expect(cli.snapshot() == before)
    }
}
