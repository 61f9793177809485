/// Manifests that ship with coordgen, runnable with `coordgen generate --example NAME`.
enum BuiltInExamples {
    /// The shop app: two tabs, a child flow that receives data and finishes, a pushed screen.
    static let shop = """
        {
          "version": 1,
          "style": "protocols",
          "viewControllers": "code",
          "app": { "tabs": ["Main", "Settings"] },
          "coordinators": [
            { "name": "Main", "start": "Home", "tab": { "title": "Shop", "systemItem": "favorites" } },
            { "name": "Buy", "start": "Buy" },
            { "name": "Settings", "start": "Settings", "tab": { "title": "Settings", "image": "gear" } }
          ],
          "screens": [
            { "name": "Home", "actions": [
                { "name": "buySubscription", "protocol": "Buying",
                  "parameters": [ { "label": "to", "name": "productType", "type": "Int" } ],
                  "startChild": "Buy", "pass": { "selectedProduct": "productType" } },
                { "name": "createAccount", "protocol": "AccountCreating", "push": "CreateAccount" } ] },
            { "name": "Buy", "inputs": [ { "name": "selectedProduct", "type": "Int" } ],
              "actions": [ { "name": "finishBuying", "protocol": "BuyFinishing", "finish": true } ] },
            { "name": "CreateAccount" },
            { "name": "Settings" }
          ]
        }

        """

    /// The repositories app: child flows that return typed results, a modal one and one with a grandchild.
    static let repositories = """
        {
          "version": 1,
          "style": "protocols",
          "viewControllers": "code",
          "app": { "root": "Repositories" },
          "coordinators": [
            { "name": "Repositories", "start": "RepositoryList" },
            { "name": "LanguageList", "start": "LanguageList",
              "result": {
                "cases": [ { "name": "language", "parameters": [ { "name": "language", "type": "String" } ] },
                           { "name": "cancel" } ],
                "whenLeft": "cancel" } },
            { "name": "RepositoryDetail", "start": "RepositoryDetail",
              "result": {
                "cases": [ { "name": "starred", "parameters": [ { "name": "stars", "type": "Int" } ] }, { "name": "closed" } ],
                "whenLeft": "closed" } },
            { "name": "Owner", "start": "Owner",
              "result": { "cases": [ { "name": "followed" }, { "name": "left" } ], "whenLeft": "left" } }
          ],
          "screens": [
            { "name": "RepositoryList", "actions": [
                { "name": "chooseLanguage", "startChild": "LanguageList", "modal": true },
                { "name": "openRepository", "parameters": [ { "name": "repository", "type": "String" } ],
                  "startChild": "RepositoryDetail" } ] },
            { "name": "LanguageList", "actions": [
                { "name": "selectLanguage", "parameters": [ { "name": "language", "type": "String" } ], "finish": "language" },
                { "name": "cancel", "finish": "cancel" } ] },
            { "name": "RepositoryDetail", "inputs": [ { "name": "repository", "type": "String" } ], "actions": [
                { "name": "star", "parameters": [ { "name": "count", "type": "Int" } ], "finish": "starred",
                  "pass": { "stars": "count" } },
                { "name": "showOwner", "startChild": "Owner" } ] },
            { "name": "Owner", "actions": [ { "name": "follow", "finish": "followed" }, { "name": "leave", "finish": "left" } ] }
          ]
        }

        """

    /// The auth app: an app coordinator switching between onboarding, login and a tab bar, and back on sign-out; app
    /// actions that show a post over any flow and end the session.
    static let auth = """
        {
          "version": 1,
          "style": "protocols",
          "viewControllers": "code",
          "app": {
            "flows": ["Onboarding", "Login", "Main"],
            "initial": "decide",
            "tabBars": [ { "name": "Main", "tabs": ["Feed", "Settings"] } ],
            "actions": [
              { "name": "showPost", "parameters": [ { "name": "id", "type": "Int" } ], "startChild": "Post" },
              { "name": "expireSession", "switchTo": "Login", "animated": false }
            ]
          },
          "coordinators": [
            { "name": "Onboarding", "start": "Welcome" },
            { "name": "Login", "start": "SignIn",
              "result": { "cases": [
                  { "name": "signedIn", "parameters": [ { "name": "user", "type": "String" } ], "switchTo": "Main" },
                  { "name": "skipped", "switchTo": "Onboarding" } ] } },
            { "name": "Feed", "start": "Feed", "tab": { "title": "Feed", "systemItem": "featured" } },
            { "name": "Settings", "start": "Settings", "tab": { "title": "Settings", "image": "gear" } },
            { "name": "Post", "start": "Post" }
          ],
          "screens": [
            { "name": "Welcome", "actions": [ { "name": "getStarted", "switchTo": "Login" } ] },
            { "name": "SignIn", "actions": [
                { "name": "signIn", "parameters": [ { "name": "user", "type": "String" } ], "finish": "signedIn" },
                { "name": "skip", "finish": "skipped" },
                { "name": "showHelp", "present": "Help" } ] },
            { "name": "Help", "actions": [ { "name": "closeHelp", "dismiss": true } ] },
            { "name": "Feed", "actions": [
                { "name": "openPost", "parameters": [ { "name": "id", "type": "Int" } ], "startChild": "Post" },
                { "name": "compose", "present": "Compose" } ] },
            { "name": "Compose", "actions": [
                { "name": "discard", "dismiss": true },
                { "name": "signOut", "protocol": "SigningOut", "switchTo": "Login" } ] },
            { "name": "Post", "inputs": [ { "name": "id", "type": "Int" } ], "actions": [
                { "name": "signOut", "protocol": "SigningOut", "switchTo": "Login" } ] },
            { "name": "Settings", "actions": [
                { "name": "replayOnboarding", "switchTo": "Onboarding", "animated": false },
                { "name": "signOut", "protocol": "SigningOut", "switchTo": "Login" } ] }
          ]
        }

        """

    /// The maps app: a container that embeds a map, which embeds a legend and tells its container what happens.
    static let maps = """
        {
          "version": 1,
          "style": "protocols",
          "viewControllers": "code",
          "app": { "root": "Maps" },
          "coordinators": [
            { "name": "Maps", "start": "App" }
          ],
          "screens": [
            { "name": "App", "inputs": [ { "name": "city", "type": "String", "default": "\\"Lisbon\\"" } ],
              "embeds": [ { "screen": "Map", "name": "map" } ],
              "actions": [ { "name": "openSettings", "present": "Settings" } ] },
            { "name": "Map", "inputs": [ { "name": "city", "type": "String" } ],
              "embeds": [ { "screen": "Legend", "name": "legend", "containerView": "legendArea" } ],
              "messages": [
                { "name": "didSelectMarker", "parameters": [ { "name": "marker", "type": "MapMarker" } ] },
                { "name": "didFinishLoading" } ],
              "actions": [
                { "name": "showPlace", "parameters": [ { "name": "marker", "type": "MapMarker" } ], "push": "PlaceDetail" } ] },
            { "name": "Legend",
              "messages": [
                { "name": "didToggleLayer",
                  "parameters": [ { "name": "layer", "type": "String" }, { "label": "on", "name": "isOn", "type": "Bool" } ] } ],
              "actions": [ { "name": "showHelp", "present": "Help" } ] },
            { "name": "PlaceDetail",
              "inputs": [ { "name": "marker", "type": "MapMarker" }, { "name": "town", "type": "String", "default": "\\"Nearby\\"" } ],
              "embeds": [ { "screen": "Map", "name": "miniMap", "segue": "MiniMap", "pass": { "city": "town" } } ],
              "actions": [ { "name": "close", "pop": true } ] },
            { "name": "Help", "actions": [ { "name": "closeHelp", "dismiss": true } ] },
            { "name": "Settings", "actions": [ { "name": "closeSettings", "dismiss": true } ] }
          ]
        }

        """

    /// The repositories app in MVVM-C form: view models injected by the coordinators, with the app's dependencies.
    static let repositoriesMVVM = repositories.replacing(
        "  \"viewControllers\": \"code\",\n",
        with:
            "  \"viewControllers\": \"code\",\n  \"architecture\": \"mvvm\",\n  \"dependencies\": \"AppDependencies\",\n"
    )

    static let all: [String: String] = [
        "shop": shop, "repositories": repositories, "repositories-mvvm": repositoriesMVVM, "auth": auth, "maps": maps,
    ]

    /// The types of the app's own that an example's manifest names, so that the example compiles as generated.
    static let ownTypes: [String: [(name: String, contents: String)]] = [
        "maps": [
            (
                "MapMarker.swift",
                """
                /// A place on the map: a type of the app's own, which the manifest's inputs and actions carry.
                struct MapMarker: Equatable, Sendable {
                    var title: String
                }

                """
            )
        ],
        "repositories-mvvm": [
            (
                "AppDependencies.swift",
                """
                /// What the app's screens need (services, stores), created once at launch and handed down the flow
                /// tree by the coordinators to each view model. Add your services here.
                struct AppDependencies {
                }

                """
            )
        ],
    ]
}

extension CoordinatorGenerator {
    /// The names of the built-in examples.
    public static var exampleNames: [String] {
        BuiltInExamples.all.keys.sorted()
    }

    /// The manifest text of a built-in example.
    public static func example(named name: String) -> String? {
        BuiltInExamples.all[name]
    }

    /// The files of the app's own that a built-in example needs beside its generated code (the model types its
    /// manifest names), as scaffolds: written once, then the user's.
    public static func exampleOwnFiles(named name: String) -> [OutputFile] {
        (BuiltInExamples.ownTypes[name] ?? []).map { OutputFile(name: $0.name, kind: .scaffold, contents: $0.contents) }
    }
}
