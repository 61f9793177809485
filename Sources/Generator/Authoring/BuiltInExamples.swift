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

    static let all: [String: String] = ["shop": shop]
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
}
