import Foundation

/// Mutates a manifest the way an attacker or an unlucky user would: names swapped for keywords, framework types and
/// the generated code's own members (consistently, so references stay valid and the manifest may still be accepted),
/// hostile defaults and types, and structural damage. Seeded, so a failure replays from its seed.
public struct ManifestMutator {
    /// Swift keywords, contextual keywords and words that mean something to the compiler.
    static let keywords = [
        "class", "func", "init", "deinit", "self", "Self", "super", "Type", "Protocol", "Any", "in", "is", "as", "let",
        "var", "true", "nil", "open", "some", "any", "async", "await", "actor", "willSet", "didSet", "get", "set",
        "default", "case", "where", "inout", "rethrows", "_", "__owned", "consuming", "isolated",
    ]

    /// Types that UIKit, Foundation and the standard library declare, and that generated code may name.
    public static let frameworkTypes = [
        "UIViewController", "UINavigationController", "UITabBarController", "UITabBarItem", "UIImage", "UIStoryboard",
        "UIPresentationController", "UIWindow", "UIView", "NSObject", "NSCoder", "Bundle", "MainActor", "String", "Int",
        "Bool", "Void", "Never", "Optional", "Array", "Dictionary", "Set", "Error", "Result", "Sendable", "AnyObject",
        "URL", "Date", "Data", "UUID", "Task", "Equatable", "Hashable", "Identifiable", "Swift", "UIKit", "Foundation",
        "UI", "NS", "UINavigation", "UITabBar", "Comparable", "Codable", "editButtonItem", "isBeingPresented",
    ]

    /// Types, members and locals of coordgen's own output.
    public static let generatedNames = [
        "Coordinator", "NavigationObserver", "Storyboarded", "ActionProtocols", "topNavigationController",
        "navigationController", "childCoordinators", "parentCoordinator", "rootViewController", "navigationObserver",
        "start", "finish", "startChild", "childDidFinish", "showFirstScreen", "dismissTopStack", "popToFirstScreen",
        "endFlowsThatLeft", "removeChildrenThatLeft", "isShowingScreens", "stacksPresented", "ownPresentedStack",
        "FlowNavigationController", "instantiate",
        "storyboardName", "storyboardIdentifier",
        "eventOccurred", "viewController", "child", "coder", "presented", "event", "stack", "top", "root", "dismissed",
        "presenting", "index", "coordinator", "tabs", "item", "mainCoordinator", "HomeViewController",
        "MainCoordinator", "HomeEvent", "HomeCoordinating", "MainTabBarController", "makeHomeViewController",
        "selectedProduct", "didShowViewController", "description", "hash", "title", "view", "next", "copy",
        "HomeViewControllerBase", "MainCoordinatorCustomActions", "HomeEventHandling", "Main", "Home", "home", "HOME",
        "Coordinators", "Buying", "buying", "result", "none", "some", "makeBuyViewController",
    ]

    /// Defaults that try to escape their place, or that have the wrong kind of literal.
    static let hostileDefaults = [
        ##"#"\"#); print("injected"); _ = ("\""##, "0, 1", "0; 1", "{ 0 }()", "nil", "\"a\"", "1.5", "-1", "[1, 2]",
        "[:]", "(0, \"\")", ".init()", "UUID()", "\"\\(x)\"", "#\"\\#(x)\"#", "\"\"\"\nx\n\"\"\"", "1 // c", "/* */ 1",
        "a ?? b", "x!", "try f()", "0x1F", "1_000", "1e3", "true", "Self()", "self", "[Int]()", "\"\u{0}\"", "a:b",
        "#\"a\"#", "\"\\u{1F600}\"", "f(\n)", "-\"a\"", "Foo.bar(baz: [.a])", "``", "`class`", "0 }; func evil() { 0",
        "[nil]", "(nil, 1)", "99999999999999999999", "300", "-129", "[1: nil]",
    ]

    /// Route defaults that try to leave their comment or literal, or that Swift's grammar refuses as written.
    public static let hostileRouteDefaults = [
        "x\nstatic let injected = print(1) //", "a\rb", "a\u{0}b", "\u{202E}txt", "\u{FEFF}", "a\"b", "a\\b", "\"\"\"",
        "#\"a\"#", "\\(x)", ".5", "5.", "-.5", "0x.8p1", "1e400", "inf", "nan", "+7", "007", "-0", "TRUE", "a b",
        "99999999999999999999", "1_000", "*/ evil /*", "`", "🙂",
    ]

    /// Names a route's case must not take, or must take safely.
    public static let hostileRouteNames = [
        "none", "some", "Link", "Opening", "Outcome", "Rejection", "url", "init", "self", "Type", "default", "class",
        "incoming", "AppRoute", "Int", "String", "open", "shortcutItem", "hashValue",
    ]

    /// Types a manifest should refuse or must handle.
    static let hostileTypes = [
        "Int; import Evil", "Int {", "[Int", "(Int) -> Void", "@escaping () -> Void", "inout Int", "some View",
        "Int!", "Never", "Self", "Any", "AnyObject", "any Error", "UIViewController", "HomeViewController",
        "(Int, Int)",
        "Result<Int, Error>", "Swift.Int", "[String: [Int]]", "() async -> Void", "@Sendable () -> Void",
        "@MainActor () -> Void", "Int.Type", "Int?", "Int??", "Optional<Int>", "String", "Bool", "[Int]?",
    ]

    private var random: SeededGenerator

    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// `manifest` (JSON bytes) with one to three mutations applied, as JSON bytes.
    public mutating func mutate(_ manifest: [UInt8]) -> [UInt8] {
        guard var root = try? JSONSerialization.jsonObject(with: Data(manifest), options: [.fragmentsAllowed]) else {
            return manifest
        }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            root = mutateOnce(root)
        }
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .fragmentsAllowed]
        return (try? JSONSerialization.data(withJSONObject: root, options: options)).map(Array.init) ?? manifest
    }

    private mutating func hostileName() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...1: return Self.keywords.randomElement(using: &random)!
        case 2...4: return Self.frameworkTypes.randomElement(using: &random)!
        case 5...8: return Self.generatedNames.randomElement(using: &random)!
        default: return String(repeating: "L", count: Int.random(in: 200...260, using: &random))
        }
    }

    private mutating func mutateOnce(_ root: Any) -> Any {
        switch Int.random(in: 0..<14, using: &random) {
        case 0...3:
            // Rename one string everywhere it appears, so references follow it.
            let strings = Self.strings(in: root)
            guard let old = strings.randomElement(using: &random) else { return root }
            let new = hostileName()
            return Self.map(root) { value in (value as? String) == old ? new : value }
        case 4:
            let strings = Self.strings(in: root)
            guard let target = strings.randomElement(using: &random) else { return root }
            let new = hostileName()
            var done = false
            return Self.map(root) { value in
                guard !done, (value as? String) == target else { return value }
                done = true
                return new
            }
        case 5...6:
            return setInObjects(root, key: "default", values: Self.hostileDefaults, onlyWhere: "type")
        case 7:
            return setInObjects(root, key: "type", values: Self.hostileTypes, onlyWhere: "type")
        case 12:
            return routeDefault(root)
        case 13:
            return setInObjects(root, key: "name", values: Self.hostileRouteNames, onlyWhere: "patterns")
        default:
            return structural(root)
        }
    }

    /// Replaces the default of one route parameter that has one (`{lang: String = en}`) with a hostile one.
    private mutating func routeDefault(_ root: Any) -> Any {
        let patterns = Self.strings(in: root).filter { $0.contains("://") && $0.contains(" = ") }
        guard let target = patterns.randomElement(using: &random),
            let equals = target.range(of: " = "), let close = target[equals.upperBound...].firstIndex(of: "}")
        else { return root }
        let value = Self.hostileRouteDefaults.randomElement(using: &random)!
        let mutated = String(target[..<equals.upperBound]) + value + String(target[close...])
        return Self.map(root) { node in (node as? String) == target ? mutated : node }
    }

    /// Sets `key` of one object that has `onlyWhere` to one of `values`.
    private mutating func setInObjects(_ root: Any, key: String, values: [String], onlyWhere: String) -> Any {
        let count = Self.objects(in: root).filter { $0[onlyWhere] != nil }.count
        guard count > 0 else { return root }
        let chosen = Int.random(in: 0..<count, using: &random)
        let value = values.randomElement(using: &random)!
        var seen = 0
        return Self.map(root) { node in
            guard var object = node as? [String: Any], object[onlyWhere] != nil else { return node }
            defer { seen += 1 }
            guard seen == chosen else { return node }
            object[key] = value
            return object
        }
    }

    /// Deletes a key, duplicates or drops an array element, changes a value's JSON type, or adds an unknown key.
    private mutating func structural(_ root: Any) -> Any {
        let kind = Int.random(in: 0..<5, using: &random)
        let containers = Self.count(in: root)
        guard containers > 0 else { return root }
        let chosen = Int.random(in: 0..<containers, using: &random)
        var seen = 0
        var random = self.random
        defer { self.random = random }
        let replacements: [Any] = [0, 1.0, true, NSNull(), "", [Any](), [String: Any](), "x"]
        let result = Self.map(root) { node in
            guard node is [String: Any] || node is [Any] else { return node }
            defer { seen += 1 }
            guard seen == chosen else { return node }
            if var object = node as? [String: Any] {
                guard let key = object.keys.sorted().randomElement(using: &random) else { return node }
                switch kind {
                case 0: object[key] = nil
                case 1: object[key] = replacements.randomElement(using: &random)!
                case 2: object["unexpectedKey"] = 1
                default: object[key] = object[key].map { [$0] }
                }
                return object
            }
            var array = node as! [Any]
            guard let index = array.indices.randomElement(using: &random) else { return node }
            switch kind {
            case 0, 1: array.remove(at: index)
            case 2: array[index] = replacements.randomElement(using: &random)!
            default: array.insert(array[index], at: index)
            }
            return array
        }
        return result
    }

    // MARK: Tree helpers

    /// Every distinct string value, in a stable order.
    public static func strings(in root: Any) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        walk(root) { value in
            if let string = value as? String, seen.insert(string).inserted { result.append(string) }
        }
        return result
    }

    static func objects(in root: Any) -> [[String: Any]] {
        var result: [[String: Any]] = []
        walk(root) { value in
            if let object = value as? [String: Any] { result.append(object) }
        }
        return result
    }

    static func count(in root: Any) -> Int {
        var count = 0
        walk(root) { value in
            if value is [String: Any] || value is [Any] { count += 1 }
        }
        return count
    }

    /// Visits values depth-first, objects' keys in sorted order, parents before children.
    public static func walk(_ value: Any, _ visit: (Any) -> Void) {
        visit(value)
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { walk(object[key]!, visit) }
        } else if let array = value as? [Any] {
            for element in array { walk(element, visit) }
        }
    }

    /// Rebuilds the tree, replacing each value by `transform` (parents before children, in `walk`'s order).
    public static func map(_ value: Any, _ transform: (Any) -> Any) -> Any {
        let changed = transform(value)
        if let object = changed as? [String: Any] {
            var result: [String: Any] = [:]
            for key in object.keys.sorted() { result[key] = map(object[key]!, transform) }
            return result
        }
        if let array = changed as? [Any] {
            return array.map { map($0, transform) }
        }
        return changed
    }
}
