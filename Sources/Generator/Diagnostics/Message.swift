/// A message coordgen shows about a manifest or a command: which one it is, and its text. Every message is declared
/// here, in one place, so tests can assert them exactly; `Message.ID` names each one.
///
/// Messages start in lower case and end without a full stop, as compiler diagnostics do, and say what to change.
struct Message: Sendable, Hashable, CustomStringConvertible {
    let id: ID
    let text: String

    private init(_ id: ID, _ text: String) {
        self.id = id
        self.text = text
    }

    /// A message whose text takes several statements to build.
    private init(_ id: ID, _ text: () -> String) {
        self.init(id, text())
    }

    var description: String { text }

    // MARK: JSON syntax

    static let emptyManifest = Message(.emptyManifest, "the manifest is empty; run 'coordgen init' to create one")
    static let contentAfterDocument = Message(
        .contentAfterDocument, "unexpected text after the end of the manifest's top-level object")
    static let trailingComma = Message(.trailingComma, "trailing comma; JSON does not allow a comma before '}' or ']'")
    static let leadingZero = Message(.leadingZero, "numbers cannot start with 0 in JSON")
    static let unterminatedString = Message(.unterminatedString, "this string is not closed; add the closing '\"'")
    static let controlCharacterInString = Message(
        .controlCharacterInString, "control characters must be escaped in JSON strings (use \\n or \\t)")
    static let invalidEscape = Message(.invalidEscape, "invalid escape sequence in string")
    static let invalidUTF8 = Message(.invalidUTF8, "the manifest is not valid UTF-8 here")
    static let commentsNotAllowed = Message(.commentsNotAllowed, "JSON does not allow comments")
    static let singleQuotes = Message(.singleQuotes, "JSON strings use double quotes, not single quotes")

    static func unexpectedEnd(expecting expected: String) -> Message {
        Message(.unexpectedEnd, "the manifest ends too early; expected \(expected)")
    }

    static func nestingTooDeep(_ limit: Int) -> Message {
        Message(.nestingTooDeep, "the manifest is nested more than \(limit) levels deep")
    }

    static func unexpectedToken(_ found: String, expecting expected: String) -> Message {
        Message(.unexpectedToken, "unexpected '\(found)'; expected \(expected)")
    }

    // MARK: Structure

    static func wrongType(of what: String, expected: String, found: String) -> Message {
        Message(.wrongType, "\(what) must be \(expected), not \(found)")
    }

    static func wrongType(key: String, expected: String, found: String) -> Message {
        Message(.wrongTypeOfKey, "'\(key)' must be \(expected), not \(found)")
    }

    static func wrongElementType(in key: String, expected: String, found: String) -> Message {
        Message(.wrongElementType, "each entry of '\(key)' must be \(expected), not \(found)")
    }

    static func notUTF8(_ encoding: String) -> Message {
        Message(
            .notUTF8,
            "the manifest is \(encoding); coordgen reads UTF-8, so save it as UTF-8 (in Xcode: File Inspector, Text "
                + "Encoding)")
    }

    static func duplicateKey(_ key: String, in what: String) -> Message {
        Message(.duplicateKey, "'\(key)' appears twice in \(what); keep one")
    }

    static func unknownKey(_ key: String, in what: String, known: [String]) -> Message {
        Message(.unknownKey) {
            let visible = known.filter { $0 != "$schema" }
            if let suggestion = Suggestions.closest(to: key, in: visible) {
                return "unknown key '\(key)' in \(what); did you mean '\(suggestion)'?"
            }
            return "unknown key '\(key)' in \(what); expected one of: \(visible.joined(separator: ", "))"
        }
    }

    static func missingKey(_ key: String, in what: String) -> Message {
        Message(.missingKey, "\(what) needs a '\(key)'")
    }

    static func unknownValue(_ value: String, for key: String, known: [String]) -> Message {
        Message(.unknownValue) {
            if let suggestion = Suggestions.closest(to: value, in: known) {
                return "'\(value)' is not a valid '\(key)'; did you mean '\(suggestion)'?"
            }
            return "'\(value)' is not a valid '\(key)'; expected one of: \(known.joined(separator: ", "))"
        }
    }

    static func missingVersion(supported: Int) -> Message {
        Message(.missingVersion, "the manifest needs a 'version'; add \"version\": \(supported)")
    }

    static func unsupportedVersion(_ version: Int, supported: Int) -> Message {
        Message(
            .unsupportedVersion,
            "manifest version \(version) is not supported; this coordgen reads version \(supported)")
    }

    static func navigationFlagFalse(_ key: String) -> Message {
        Message(.navigationFlagFalse, "'\(key)' can only be true; remove it if the action does not \(key)")
    }

    static func emptyValue(_ key: String) -> Message {
        Message(.emptyValue, "'\(key)' must not be empty")
    }

    static func outputsShareAFile(_ name: String, scaffold: String) -> Message {
        Message(
            .outputsShareAFile,
            "--single-file '\(name)' is the file of a screen's view controller, '\(scaffold)' (on macOS, names that "
                + "differ only in case are one file); choose another name, or add --no-scaffolds")
    }

    // MARK: App and tabs

    static let missingApp = Message(
        .missingApp,
        "the manifest needs an 'app': {\"root\": \"Coordinator\"}, {\"tabs\": [\"Coordinator\", …]}, "
            + "{\"split\": {\"primary\": …}} or {\"flows\": [\"Coordinator\", …]}")
    static let appNeedsRootOrTabs = Message(
        .appNeedsRootOrTabs, "'app' needs a 'root' coordinator, a list of 'tabs', a 'split' view or top-level 'flows'")
    static let appHasRootAndTabs = Message(
        .appHasRootAndTabs, "'app' has both 'root' and 'tabs'; an app starts one way, so keep one")
    static let splitWithOtherShape = Message(
        .splitWithOtherShape, "'app' has 'split' and also 'root', 'tabs' or 'flows'; an app starts one way, so keep one"
    )
    static func splitNeedsIOS14(target: IOSVersion) -> Message {
        Message(
            .splitNeedsIOS14,
            "a split view with a flow per column needs iOS 14, the first whose split view has columns, and the "
                + "deployment target is \(target); set \"deploymentTarget\": \"14.0\" or newer")
    }
    static let showDetailNeedsSplit = Message(
        .showDetailNeedsSplit,
        "'showDetail' starts a flow in a split view's secondary column, and this app has no split view; add app.split "
            + "(or a split view to app.splits), or use 'startChild'")
    static let showSupplementaryNeedsColumn = Message(
        .showSupplementaryNeedsColumn,
        "'showSupplementary' starts a flow in a split view's supplementary column, and this app has none; add a "
            + "'supplementary' column to a split view, or use 'startChild'")
    /// `startedBy` is the key that starts the flow in `column`: "showDetail" in "secondary", "showSupplementary" in
    /// "supplementary".
    static func endsDetailFlow(
        action: String, screen: String, coordinator: String, key: String, startedBy: String, column: String
    ) -> Message {
        Message(
            .endsDetailFlow,
            "action '\(action)' of screen '\(screen)' ends coordinator '\(coordinator)', which a '\(startedBy)' starts: "
                + "in the split view's \(column) column its first screen is the column's, with nothing to go back to; "
                + "remove the '\(key)' (another '\(startedBy)' replaces the flow), or start it with 'startChild' only")
    }
    /// `shape` is the key the app starts with instead of 'tabs': "root" or "split".
    static func tabBarControllerIgnored(has shape: String) -> Message {
        Message(.tabBarControllerIgnored, "'tabBarController' is ignored: the app has a '\(shape)', not 'tabs'")
    }
    static let emptyTabs = Message(.emptyTabs, "'tabs' is empty; list at least one coordinator, or use 'root'")
    static let tabHasSystemItemAndImage = Message(
        .tabHasSystemItemAndImage, "a tab has either a 'systemItem' or an 'image', not both")

    /// `owner` is "the app", or "tab bar 'Main'".
    static func tooManyTabs(_ count: Int, visible: Int, owner: String) -> Message {
        Message(
            .tooManyTabs,
            "\(owner) has \(count) tabs; coordgen makes at most \(visible): past \(visible), UIKit moves the screens of a "
                + "tab it lists under More onto the More tab's own stack, in a way Apple does not document, so the tab's "
                + "flow could not follow them; keep \(visible) or fewer (a screen of your own can list the rest)")
    }

    static func invalidDeploymentTarget(_ text: String) -> Message {
        Message(
            .invalidDeploymentTarget,
            "'deploymentTarget' is \"\(text)\"; write the app's iOS deployment target as a version, such as \"15.0\"")
    }

    static func deploymentTargetTooLow(_ text: String, minimum: IOSVersion) -> Message {
        Message(
            .deploymentTargetTooLow,
            "'deploymentTarget' is \(text), but the generated code needs iOS \(minimum) at least (a flow's result is "
                + "awaited with a CheckedContinuation); raise it to \"\(minimum)\"")
    }

    static let moreSystemItem = Message(
        .moreSystemItem,
        "'more' is the item of the More tab that UIKit makes itself when there are too many tabs; choose another item")

    static func tabNeedsTitle(coordinator: String, hasTab: Bool) -> Message {
        Message(
            .tabNeedsTitle,
            hasTab
                ? "the tab of coordinator '\(coordinator)' needs a 'title'"
                : "coordinator '\(coordinator)' is a tab, so it needs \"tab\": {\"title\": …}")
    }

    static func tabIgnored(coordinator: String, hasFlows: Bool) -> Message {
        Message(
            .tabIgnored,
            hasFlows
                ? "'tab' is ignored: coordinator '\(coordinator)' is not in the 'tabs' of a tab bar in app.tabBars"
                : "'tab' is ignored: coordinator '\(coordinator)' is not listed in app.tabs")
    }

    static func invalidSymbolName(_ name: String, problem: String) -> Message {
        Message(.invalidSymbolName, "'\(name)' is not an SF Symbol name: \(problem)")
    }

    static func rootInputUnfilled(input: String, screen: String, coordinator: String, role: FlowRole) -> Message {
        Message(
            .rootInputUnfilled,
            "input '\(input)' of screen '\(screen)' has no value when coordinator '\(coordinator)' starts as "
                + "\(role.phrase); give the input a \"default\"")
    }

    // MARK: Top-level flows

    static let flowsWithRootOrTabs = Message(
        .flowsWithRootOrTabs,
        "'app' has 'flows' and also 'root' or 'tabs'; an app with top-level flows lists every flow in 'flows', so "
            + "remove 'root' and 'tabs' (a tab bar goes in 'tabBars')")
    static func keyNeedsFlows(_ key: String) -> Message {
        Message(
            .keyNeedsFlows,
            "'\(key)' is only read in an app with top-level flows; list them in app.flows, or remove '\(key)'")
    }
    static let tabBarControllerWithFlows = Message(
        .tabBarControllerWithFlows,
        "'tabBarController' is not read here in an app with 'flows': give it to the tab bar in 'tabBars' it names "
            + "(each is otherwise named after its 'name': MainTabBarController for \"Main\")")
    static let emptyFlows = Message(
        .emptyFlows, "'flows' is empty; list the coordinators and tab bars the app switches between")
    static let decideOverNoFlows = Message(
        .decideOverNoFlows,
        "'initial' is \"decide\", but 'flows' lists no flows to decide between; list the app's top-level flows")

    static func missingInitial(first: String) -> Message {
        Message(
            .missingInitial,
            "'app' needs an 'initial': the flow the app starts in, such as \"\(first)\", or \"decide\" for a decision "
                + "your code makes")
    }

    /// `kinds`: what `name` names among the candidates of `flows`, in order ("coordinator", "tab bar", "split view").
    static func flowNamedTwice(_ name: String, kinds: [String]) -> Message {
        Message(
            .flowNamedTwice,
            "'\(name)' names both a \(kinds.joined(separator: " and a ")); rename one, so each top-level flow is one "
                + "thing")
    }

    static func emptyTabBar(_ name: String) -> Message {
        Message(.emptyTabBar, "tab bar '\(name)' has no 'tabs'; list at least one coordinator")
    }

    /// `kind`: "tab bar" or "split view".
    static func containerNotInFlows(_ name: String, kind: String) -> Message {
        Message(.containerNotInFlows, "\(kind) '\(name)' is not listed in app.flows, so the app never shows it")
    }

    static let switchWithoutFlows = Message(
        .switchWithoutFlows,
        "'switchTo' needs an app with top-level flows: declare them in app.flows, with an 'initial'")

    static func switchTargetNotTopLevel(_ name: String) -> Message {
        Message(
            .switchTargetNotTopLevel,
            "'switchTo' names coordinator '\(name)', which is not a top-level flow; list it in app.flows, or start it "
                + "with 'startChild'")
    }

    static func resultCaseNeedsSwitch(_ resultCase: String, coordinator: String) -> Message {
        Message(
            .resultCaseNeedsSwitch,
            "case '\(resultCase)' of top-level flow '\(coordinator)' needs a 'switchTo': the app coordinator receives the "
                + "result and switches to the flow the case names")
    }

    static func resultSwitchOutsideTopLevel(coordinator: String) -> Message {
        Message(
            .resultSwitchOutsideTopLevel,
            "'switchTo' in a result is only read for a top-level flow; coordinator '\(coordinator)' hands its result to "
                + "the screen that started it, so remove it")
    }

    static func whenLeftInTopLevelFlow(coordinator: String) -> Message {
        Message(
            .whenLeftInTopLevelFlow,
            "top-level flow '\(coordinator)' ends only through a finish that names a case, so its result has no "
                + "'whenLeft'; remove it")
    }

    static func startsTopLevelFlowWithResult(_ name: String) -> Message {
        Message(
            .startsTopLevelFlowWithResult,
            "coordinator '\(name)' is a top-level flow whose result switches the app, so it cannot be started as a child; "
                + "use 'switchTo', or start a flow of its own")
    }

    static func flowNeverReached(_ name: String) -> Message {
        Message(
            .flowNeverReached,
            "top-level flow '\(name)' is never shown: it is not 'initial' and no action switches to it")
    }

    static func flowNeverLeft(_ name: String) -> Message {
        Message(
            .flowNeverLeft,
            "top-level flow '\(name)' is never left: no action in it has 'switchTo', so only your code's "
                + "'switch(to:)' can leave it")
    }

    // MARK: Names and references

    static func invalidName(_ name: String, kind: String, problem: String) -> Message {
        Message(.invalidName, "'\(name)' is not a valid \(kind) name: \(problem)")
    }

    static func typeNameNotCapitalized(_ name: String, kind: String) -> Message {
        Message(
            .typeNameNotCapitalized,
            "\(kind) name '\(name)' must start with an uppercase letter, because it becomes a Swift type name")
    }

    static func duplicateName(_ name: String, kind: String, firstLine: Int) -> Message {
        Message(.duplicateName, "\(kind) '\(name)' is already declared on line \(firstLine)")
    }

    static func unknownReference(_ name: String, kind: String, known: [String]) -> Message {
        Message(.unknownReference) {
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return "no \(kind) named '\(name)'; did you mean '\(suggestion)'?"
            }
            return "no \(kind) named '\(name)'"
        }
    }

    static func invalidType(_ type: String, reason: String) -> Message {
        Message(.invalidType, "'\(type)' is not a Swift type coordgen accepts: \(reason)")
    }

    static func uninhabitedType(_ type: String) -> Message {
        Message(
            .uninhabitedType,
            "'\(type)' has no values, so nothing could pass one and code that receives one never runs; choose another type"
        )
    }

    static func invalidDefault(_ expression: String, problem: String) -> Message {
        Message(.invalidDefault, "'\(expression)' cannot be used as a default: \(problem)")
    }

    static func defaultTypeMismatch(_ expression: String, problem: String) -> Message {
        Message(.defaultTypeMismatch, "'\(expression)' cannot be this input's default: \(problem)")
    }

    static func typeDeclaredTwice(_ name: String, first: String, second: String) -> Message {
        Message(.typeDeclaredTwice, "'\(name)' would be declared twice: by \(first) and by \(second); rename one")
    }

    static func namesDifferOnlyInCase(_ first: String, _ second: String) -> Message {
        Message(
            .namesDifferOnlyInCase,
            "'\(first)' and '\(second)' differ only in case, so their files clash on macOS; rename one")
    }

    static func shadowsFrameworkType(_ name: String, origin: String, framework: String) -> Message {
        Message(
            .shadowsFrameworkType,
            "\(origin) would declare '\(name)', which hides \(framework)'s '\(name)' that the generated code uses; "
                + "choose another name")
    }

    static func fileTaken(_ name: String, origin: String, file: String, holds: String) -> Message {
        Message(
            .fileTaken, "\(origin) would be written to \(file), where coordgen writes \(holds); choose another name")
    }

    static func fileNameTooLong(origin: String, bytes: Int, limit: Int) -> Message {
        Message(
            .fileNameTooLong,
            "\(origin) would need a file name of \(bytes) bytes, and file systems allow \(limit); choose a shorter name"
        )
    }

    static func memberShadowsType(_ name: String, kind: String, owner: String) -> Message {
        Message(
            .memberShadowsType,
            "\(kind) '\(name)' would hide \(owner), which the generated code uses; choose another name")
    }

    static func memberIsGeneratedLocal(_ name: String, kind: String) -> Message {
        Message(
            .memberIsGeneratedLocal,
            "\(kind) '\(name)' would clash with the '\(name)' that generated code declares; choose another name")
    }

    static func parameterHidesRuntimeMember(_ name: String) -> Message {
        Message(
            .parameterHidesRuntimeMember,
            "parameter '\(name)' would hide the coordinator's own '\(name)', which the generated code uses; "
                + "choose another name")
    }

    static func parameterNamedLikeEventAction(_ name: String) -> Message {
        Message(
            .parameterNamedLikeEventAction,
            "parameter '\(name)' has the name of its action, which the events style calls with it; choose another name")
    }

    static func reservedEventCase(_ name: String, reason: String) -> Message {
        Message(.reservedEventCase, "action name '\(name)' cannot be an event: \(reason); choose another name")
    }

    static func inputClashesWithScreenClass(_ name: String, superclass: String) -> Message {
        Message(
            .inputClashesWithScreenClass, "input '\(name)' clashes with \(superclass)'s '\(name)'; choose another name")
    }

    static func viewModelUsesFrameworkType(_ type: String, screen: String, framework: String) -> Message {
        Message(
            .viewModelUsesFrameworkType,
            "'\(type)' is a \(framework) type, but screen '\(screen)' has a view model, which imports Foundation only; pass a "
                + "value of your own, or give the screen \"viewModel\": false")
    }

    static func frameworkTypeInViewModelApp(_ type: String, what: String, framework: String) -> Message {
        Message(
            .frameworkTypeInViewModelApp,
            "'\(type)' is a \(framework) type, but \(what) of an app with view models must build without \(framework), "
                + "as the view models do; use a type of your own")
    }

    static func clashesWithDependencies(_ name: String, kind: String) -> Message {
        Message(
            .clashesWithDependencies,
            "\(kind) '\(name)' clashes with the dependencies every coordinator and screen keeps; choose another name")
    }

    // MARK: Embedded screens

    static func embedClashesWithScreenClass(_ name: String, superclass: String) -> Message {
        Message(
            .embedClashesWithScreenClass,
            "embed name '\(name)' clashes with \(superclass)'s '\(name)'; choose another name")
    }

    static func embedsStartScreen(_ screen: String, coordinator: String) -> Message {
        Message(
            .embedsStartScreen,
            "screen '\(screen)' is the start screen of coordinator '\(coordinator)', so its flow shows it on a stack; "
                + "a container cannot also embed it: embed a screen of its own")
    }

    static func embeddedInputUnfilled(_ input: String, screen: String, container: String) -> Message {
        Message(
            .embeddedInputUnfilled,
            "input '\(input)' of embedded screen '\(screen)' has no value: give screen '\(container)' an input named "
                + "'\(input)', a 'pass' entry for it, or give the input a \"default\"")
    }

    static func embeddedInputMismatch(
        _ input: String, screen: String, expected: String, source: String, container: String, found: String
    ) -> Message {
        Message(
            .embeddedInputMismatch,
            "input '\(input)' of embedded screen '\(screen)' is '\(expected)', but input '\(source)' of screen "
                + "'\(container)' that fills it is '\(found)'")
    }

    static func embeddedStartsResultFlow(
        action: String, screen: String, coordinator: String, containers: [String], nested: Bool
    ) -> Message {
        Message(.embeddedStartsResultFlow) {
            let why =
                nested
                ? "it is embedded in a screen that is embedded itself"
                : "it is embedded \(containers.count) times (in " + containers.map { "'\($0)'" }.joined(separator: ", ")
                    + ")"
            return
                "action '\(action)' of embedded screen '\(screen)' starts coordinator '\(coordinator)', whose result goes "
                + "to the screen that asked, found inside the screen on top of the flow's stacks; \(why), so the flow "
                + "cannot tell which one asked: embed '\(screen)' once, in a screen on a stack, or start the flow from the "
                + "container"
        }
    }

    static func resultToWithoutEmbeddedResultFlow(screen: String) -> Message {
        Message(
            .resultToWithoutEmbeddedResultFlow,
            "'resultTo' applies to an embedded screen's action that starts a flow with a result, and '\(screen)' "
                + "is not embedded or the action starts no such flow")
    }

    static func embedCycle(_ path: [String]) -> Message {
        Message(.embedCycle, "screen '\(path[0])' would contain itself: " + path.joined(separator: " embeds "))
    }

    static func messageNamedLikeScreenClassMember(_ name: String, superclass: String) -> Message {
        Message(
            .messageNamedLikeScreenClassMember,
            "message '\(name)' is named like \(superclass)'s '\(name)'; name it for what happened, such as "
                + "'didSelectMarker'")
    }

    static func messageFirstLabel(_ label: String, message: String) -> Message {
        Message(
            .messageFirstLabel,
            "the first value of message '\(message)' takes the message's name as its label, so '\(label)' is never used; "
                + "remove it")
    }

    static func messagesUnheard(_ screen: String) -> Message {
        Message(.messagesUnheard, "screen '\(screen)' has messages but no screen embeds it, so nothing hears them")
    }

    static func memberClash(_ name: String, first: String, second: String) -> Message {
        Message(
            .memberClash,
            "'\(name)' would be declared twice in the view controller: by \(first) and by \(second); rename one")
    }

    static func resultCaseNamedLikeOptional(_ name: String) -> Message {
        Message(
            .resultCaseNamedLikeOptional,
            "result case '\(name)' would be read as Optional's '.\(name)' where a result is optional (an awaited "
                + "result, 'result' before the flow ends); choose another name")
    }

    static func messageValueNamedLikeSender(_ name: String, message: String) -> Message {
        Message(
            .messageValueNamedLikeSender,
            "value '\(name)' of message '\(message)' would clash with the delegate method's first parameter, the sender, "
                + "which is named '\(name)'; choose another name")
    }

    static func memberNamedLikeFactory(_ name: String, kind: String, screen: String) -> Message {
        Message(
            .memberNamedLikeFactory,
            "\(kind) '\(name)' would hide the coordinators' '\(name)()', which creates screen '\(screen)'; "
                + "choose another name")
    }

    static func shadowsStandardProtocol(_ name: String, origin: String) -> Message {
        Message(
            .shadowsStandardProtocol,
            "\(origin) would declare '\(name)', which hides Swift's '\(name)' in the whole module, so your own types "
                + "that conform to it would conform to the generated one instead; choose another name")
    }

    static let actionNamedResult = Message(
        .actionNamedResult,
        "action name 'result' is reserved: a flow with a result has 'result', the case it finished with; "
            + "choose another name")

    static func reservedActionName(_ name: String) -> Message {
        Message(
            .reservedActionName,
            "action name '\(name)' is reserved: every coordinator already has '\(name)'; choose another name")
    }

    static func protocolIgnored(screen: String, style: String) -> Message {
        Message(.protocolIgnored, "'protocol' is ignored: screen '\(screen)' uses the \(style) style")
    }

    static func storyboardIgnored(screen: String) -> Message {
        Message(
            .storyboardIgnored,
            "'storyboard' is ignored: screen '\(screen)' is created in code (\"viewControllers\": \"code\")")
    }

    // MARK: Actions and data

    static func noNavigation(action: String) -> Message {
        Message(
            .noNavigation,
            "action '\(action)' needs one navigation: "
                + NavigationKind.keys.map { "'\($0)'" }.joined(separator: ", "))
    }

    static func severalNavigations(action: String, keys: [String]) -> Message {
        Message(
            .severalNavigations,
            "action '\(action)' has several navigations ("
                + keys.map { "'\($0)'" }.joined(separator: ", ") + "); an action does exactly one")
    }

    static let modalWithoutStartChild = Message(.modalWithoutStartChild, "'modal' applies only to 'startChild'")

    static let animatedOnCustom = Message(
        .animatedOnCustom, "'animated' does nothing on a custom action: your implementation chooses the animation")

    static func presentationNeedsModal(key: String) -> Message {
        Message(.presentationNeedsModal, "'\(key)' applies only to 'present' and to 'startChild' with \"modal\": true")
    }

    static let emptyDetents = Message(
        .emptyDetents, "'detents' is empty; list 'medium', 'large' or both, or leave it out for UIKit's default (large)"
    )

    static func duplicateDetent(_ detent: String) -> Message {
        Message(.duplicateDetent, "'\(detent)' appears twice in 'detents'; keep one")
    }

    static func detentsNeedSheet(style: String) -> Message {
        Message(
            .detentsNeedSheet,
            "'detents' need a sheet, and '\(style)' is not one; use 'automatic', 'pageSheet' or 'formSheet'")
    }

    static let customPresentationOfFlow = Message(
        .customPresentationOfFlow,
        "'custom' takes its transitioning delegate from the screen presented, and a flow's first screen does not exist "
            + "until the flow starts; present a screen with 'present', or use another style")

    static func compactStyleNeedsAdaptiveStyle(style: String?) -> Message {
        Message(
            .compactStyleNeedsAdaptiveStyle,
            "'compactStyle' says how a popover or a sheet adapts to a compact width, and this action presents "
                + (style.map { "with '\($0)'" } ?? "with UIKit's default style")
                + "; use \"modalPresentationStyle\": \"popover\", \"formSheet\" or \"pageSheet\", or leave "
                + "'compactStyle' out")
    }

    static func compactPopoverOfSheet(style: String) -> Message {
        Message(
            .compactPopoverOfSheet,
            "'compactStyle': 'popover' keeps a popover a popover on a compact width, and '\(style)' is a sheet, which "
                + "stays a sheet there without it; use 'fullScreen' or 'overFullScreen', or leave 'compactStyle' out")
    }

    static func wrapWithoutPresent(navigation: String) -> Message {
        Message(
            .wrapWithoutPresent,
            "'wrap' applies only to 'present': it says whether the screen presented gets a navigation controller of "
                + "its own; '\(navigation)' presents no screen")
    }

    static func unwrappedScreenInStack(_ screen: String, shown: String) -> Message {
        Message(
            .unwrappedScreenInStack,
            "'\(screen)' is presented without a navigation controller (\"wrap\": false), so it cannot also be "
                + "\(shown): its actions would not know whether they have a stack to act on; present it with "
                + "\"wrap\": false here too, or leave 'wrap' out everywhere")
    }

    static func unwrappedScreenNavigates(_ screen: String, navigation: String) -> Message {
        Message(
            .unwrappedScreenNavigates,
            "'\(screen)' is presented without a navigation controller (\"wrap\": false), so its actions have no stack "
                + "to '\(navigation)' on; they can 'dismiss' or 'close' it, or be 'custom', or leave 'wrap' out to give "
                + "it a navigation controller")
    }

    static func unwrappedScreenEmbeds(_ screen: String, embedded: String) -> Message {
        Message(
            .unwrappedScreenEmbeds,
            "'\(screen)' is presented without a navigation controller (\"wrap\": false), so it cannot embed "
                + "'\(embedded)': the actions of an embedded screen act on its container's stack; leave 'wrap' out to "
                + "give '\(screen)' a navigation controller")
    }

    static func weakInputNotOptional(_ input: String, type: String) -> Message {
        Message(
            .weakInputNotOptional,
            "weak input '\(input)' needs an optional type, such as '(any \(Constants.upperFirst(input)))?', not '\(type)': a "
                + "weak reference becomes nil when its object goes")
    }

    static func weakInputNotClass(_ input: String, type: String) -> Message {
        Message(
            .weakInputNotClass,
            "weak input '\(input)' has type '\(type)', which is not a class or a class-bound protocol; 'weak' holds only "
                + "objects")
    }

    static func passWithoutDestination(navigation: String) -> Message {
        Message(.passWithoutDestination, "'pass' has no effect: '\(navigation)' shows no new screen")
    }

    static func unknownPassInput(_ name: String, screen: String, known: [String]) -> Message {
        Message(.unknownPassInput) {
            let base = "screen '\(screen)' has no input named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return base + "; did you mean '\(suggestion)'?"
            }
            return known.isEmpty ? base + "; it has no inputs" : base
        }
    }

    static func unknownPassParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.unknownPassParameter) {
            let base = "action '\(action)' has no parameter named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return base + "; did you mean '\(suggestion)'?"
            }
            return known.isEmpty ? base + "; it has no parameters" : base
        }
    }

    static func unknownPassValue(_ name: String, resultCase: String, known: [String]) -> Message {
        Message(.unknownPassValue) {
            let base = "result case '\(resultCase)' has no value named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return base + "; did you mean '\(suggestion)'?"
            }
            return known.isEmpty ? base + "; it has no values" : base
        }
    }

    static func passInputMismatch(
        _ name: String, screen: String, found: String, input: String, destination: String, expected: String
    ) -> Message {
        Message(
            .passInputMismatch,
            "type mismatch: input '\(name)' of screen '\(screen)' is '\(found)' but input '\(input)' of screen "
                + "'\(destination)' is '\(expected)'")
    }

    static func passFromEmbeddedScreenInput(_ name: String, screen: String) -> Message {
        Message(
            .passFromEmbeddedScreenInput,
            "'pass' cannot read input '\(name)' of screen '\(screen)', which is embedded: the coordinator reads inputs from "
                + "the screen on top of its stacks that asked, and an embedded screen is inside another; add a parameter"
        )
    }

    static func invalidPassedValue(_ expression: String, problem: String) -> Message {
        Message(.invalidPassedValue, "'\(expression)' cannot be passed as a value: \(problem)")
    }

    static func passedValueMismatch(_ expression: String, input: String, problem: String) -> Message {
        Message(.passedValueMismatch, "'\(expression)' cannot fill input '\(input)': \(problem)")
    }

    static func passSourceInFinish(_ value: String) -> Message {
        Message(
            .passSourceInFinish,
            "a finish fills result value '\(value)' from a parameter of the action: write its name as a string")
    }

    static func passSourceKeys(_ input: String) -> Message {
        Message(
            .passSourceKeys,
            "the 'pass' entry for '\(input)' takes exactly one of 'input' (an input of the screen) and 'value' (a Swift "
                + "expression)")
    }

    static func passTypeMismatch(
        parameter: String, parameterType: String, input: String, screen: String, inputType: String
    ) -> Message {
        Message(
            .passTypeMismatch,
            "type mismatch: parameter '\(parameter)' is '\(parameterType)' but input '\(input)' of screen '\(screen)' "
                + "is '\(inputType)'")
    }

    static func inputUnfilled(input: String, screen: String, action: String) -> Message {
        Message(
            .inputUnfilled,
            "input '\(input)' of screen '\(screen)' is not filled by action '\(action)'; add a parameter named "
                + "'\(input)', a \"pass\" entry, or a \"default\" to the input")
    }

    // MARK: Flows

    static func protocolRequirementConflict(_ name: String, selector: String, first: String, second: String) -> Message
    {
        Message(
            .protocolRequirementConflict,
            "protocol '\(name)' would require '\(selector)' twice, differently for screens '\(first)' and '\(second)'; "
                + "rename one of the actions")
    }

    /// Two actions still share a selector after the actions that shared one were scoped to their screens: `scoped`
    /// lists those of the two that were, as (screen, action name).
    static func coordinatorActionConflict(
        coordinator: String, selector: String, first: String, second: String,
        scoped: [(screen: String, action: String, shared: Bool)]
    ) -> Message {
        Message(.coordinatorActionConflict) {
            let because = scoped.map { screen, action, shared in
                "\(screen)'s '\(action)' becomes '\(selector)' "
                    + Self.scopingReason(action, screen: screen, shared: shared)
            }
            return
                "coordinator '\(coordinator)' would implement '\(selector)' twice, differently for screens '\(first)' "
                + "and '\(second)'" + (because.isEmpty ? "" : " (" + because.joined(separator: "; ") + ")")
                + "; rename one of the actions"
        }
    }

    static func scopedActionReserved(
        _ action: String, screen: String, method: String, coordinator: String, shared: Bool
    ) -> Message {
        Message(
            .scopedActionReserved,
            "action '\(action)' of screen '\(screen)' is implemented as '\(method)', "
                + scopingReason(action, screen: screen, shared: shared)
                + ", but coordinator '\(coordinator)' already has '\(method)'; rename the action")
    }

    /// Why an action is implemented under its screen's name (docs/manifest.md, "Action names").
    private static func scopingReason(_ action: String, screen: String, shared: Bool) -> String {
        shared ? "as every action of shared screen '\(screen)' is" : "to stay apart from another screen's '\(action)'"
    }

    static func closeClosesNothing(action: String, screen: String, coordinators: [String]) -> Message {
        Message(.closeClosesNothing) {
            let names = coordinators.map { "'\($0)'" }.joined(separator: ", ")
            let flows = (coordinators.count == 1 ? "flow " : "flows ") + names
            return
                "action '\(action)' of screen '\(screen)' closes nothing: '\(screen)' is only shown as the first screen "
                + "of \(flows), which no action pushes or presents as a child flow; push or present '\(screen)' somewhere, or use another "
                + "navigation"
        }
    }

    static func sharedFinishWithResult(_ action: String, screen: String, sharedBy: String, resultCase: String)
        -> Message
    {
        Message(.sharedFinishWithResult) {
            let why =
                sharedBy == screen
                ? "'\(screen)' is shared" : "'\(screen)' is shared because shared screen '\(sharedBy)' shows it"
            return
                "action '\(action)' of screen '\(screen)' cannot finish with result case '\(resultCase)': \(why), so its "
                + "navigation is written once for every flow that shows it, and each flow has its own result; "
                + "use 'finish': true, or a custom action"
        }
    }

    static func sharedFinishWithThen(_ action: String, screen: String, sharedBy: String) -> Message {
        Message(.sharedFinishWithThen) {
            let why =
                sharedBy == screen
                ? "'\(screen)' is shared" : "'\(screen)' is shared because shared screen '\(sharedBy)' shows it"
            return
                "action '\(action)' of screen '\(screen)' cannot name a 'then': \(why), so its navigation is written "
                + "once for every flow that shows it, and each flow is started by screens of its own; "
                + "use a custom action"
        }
    }

    static func thenWithoutFinish(navigation: String) -> Message {
        Message(
            .thenWithoutFinish,
            "'then' applies only to 'finish', which ends the flow and returns to the screen that started it; "
                + "'\(navigation)' does not")
    }

    static func followUpWithoutStarter(action: String, coordinator: String) -> Message {
        Message(
            .followUpWithoutStarter,
            "action '\(action)' names a 'then', but no screen starts coordinator '\(coordinator)' with 'startChild', "
                + "so no screen would run it; remove 'then'")
    }

    static func unknownFollowUpAction(_ name: String, screen: String, coordinator: String, known: [String]) -> Message {
        Message(.unknownFollowUpAction) {
            let start = "screen '\(screen)' starts coordinator '\(coordinator)' and has no action '\(name)' to run next"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + (known.isEmpty ? "; add it there" : "; its actions are: " + known.joined(separator: ", "))
        }
    }

    static func followUpValueUnfilled(_ name: String, type: String, then: String, action: String) -> Message {
        Message(
            .followUpValueUnfilled,
            "'\(then)' takes '\(name): \(type)', and action '\(action)' has no parameter '\(name)' of that type "
                + "to fill it; add one")
    }

    static func followUpTargetsDiffer(_ name: String, first: String, second: String, coordinator: String) -> Message {
        Message(
            .followUpTargetsDiffer,
            "screens '\(first)' and '\(second)' both start coordinator '\(coordinator)', and their actions '\(name)' "
                + "differ in parameters or in the method that implements them; a 'then' runs one of them, so make "
                + "them the same")
    }

    static func followUpTakesSender(_ name: String, then: String) -> Message {
        Message(
            .followUpTakesSender,
            "'then' cannot run '\(then)', which takes '\(name)', the view or bar button item its popover points at: "
                + "the finishing flow's views are gone once UIKit has dismissed it, and the sender cannot wait for that "
                + "(it is not Sendable); run an action that needs no sender, or finish with a result")
    }

    static func followUpValueNotSendable(_ type: String, part: String) -> Message {
        Message(.followUpValueNotSendable) {
            let what = type == part ? "'\(type)'" : "'\(type)' holds '\(part)', which"
            return "the values of a 'then' must be Sendable, since the flow that started this one runs it after "
                + "UIKit's dismissal, and \(what) is not; use @Sendable or @MainActor for a function type"
        }
    }

    static let emptyChoices = Message(
        .emptyChoices, "'choices' is empty; an alert needs at least one choice, or the person cannot close it")

    static let secondCancelChoice = Message(
        .secondCancelChoice, "an alert has at most one choice of style 'cancel'; UIKit refuses a second one")

    static let textFieldInActionSheet = Message(
        .textFieldInActionSheet, "text fields need an alert of style 'alert'; UIKit refuses them in an action sheet")

    static func textFieldNamedLikeParameter(_ name: String, action: String) -> Message {
        Message(
            .textFieldNamedLikeParameter,
            "text field '\(name)' has the name of a parameter of '\(action)'; rename one, so each value has one source")
    }

    static func unknownChoiceAction(_ name: String, screen: String, known: [String], by runner: String = "a choice")
        -> Message
    {
        Message(.unknownChoiceAction) {
            let start = "\(runner) runs '\(name)', which is not an action of screen '\(screen)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; its actions are: " + known.joined(separator: ", ")
        }
    }

    static func choiceParameterUnfilled(_ name: String, action: String, choice: String, alert: String) -> Message {
        Message(
            .choiceParameterUnfilled,
            "choice '\(choice)' runs '\(action)', whose parameter '\(name)' nothing fills; add a text field named "
                + "'\(name)' to the alert, or a parameter '\(name)' to '\(alert)'")
    }

    static func textFieldFillsNonString(_ name: String, type: String, action: String) -> Message {
        Message(
            .textFieldFillsNonString,
            "text field '\(name)' fills parameter '\(name)' of '\(action)', of type '\(type)'; a text field gives a "
                + "'String'")
    }

    static func numberFieldType(_ name: String, type: String, action: String, value: TextFieldValue) -> Message {
        Message(
            .numberFieldType,
            "text field '\(name)' fills parameter '\(name)' of '\(action)', of type '\(type)'; a text field of type "
                + "'\(value.rawValue)' gives an '\(value.parameterType)', nil when the text is not a number")
    }

    static func choiceParameterTypeDiffers(_ name: String, type: String, action: String, own: String, alert: String)
        -> Message
    {
        Message(
            .choiceParameterTypeDiffers,
            "parameter '\(name)' of '\(alert)' is a '\(own)', but '\(action)', which a choice runs, takes a '\(type)'")
    }

    static func choiceRunsSenderAction(_ action: String, choice: String, alert: String) -> Message {
        Message(
            .choiceRunsSenderAction,
            "choice '\(choice)' runs '\(action)', which shows a popover or an action sheet and so needs a sender; only "
                + "a choice of an action sheet has one to pass, and '\(alert)' is an alert")
    }

    static let parameterNamedSender = Message(
        .parameterNamedSender,
        "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what the "
            + "popover points at on iPad); rename this parameter")

    static func senderNeedsDeploymentTarget(_ target: String, needed: IOSVersion) -> Message {
        Message(
            .senderNeedsDeploymentTarget,
            "a popover or an action sheet points at its sender through 'sourceItem', which needs iOS \(needed); set "
                + "\"deploymentTarget\": \"\(needed)\" (it is \(target))")
    }

    static func senderOnViewModelScreen(_ screen: String) -> Message {
        Message(
            .senderOnViewModelScreen,
            "screen '\(screen)' has a view model, which imports Foundation only and so cannot pass the sender of a "
                + "popover or an action sheet, a UIKit view; use an alert or a sheet, or a screen without a view model")
    }

    static let emptyShareItems = Message(
        .emptyShareItems, "'items' is empty; name the parameters of the action that the share sheet shares")

    static func shareItemNotParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.shareItemNotParameter) {
            let start = "'items' names '\(name)', which is not a parameter of '\(action)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start
                + (known.isEmpty
                    ? "; add it to its parameters" : "; its parameters are: " + known.joined(separator: ", "))
        }
    }

    static func shareItemOptional(_ name: String, type: String) -> Message {
        Message(
            .shareItemOptional,
            "'items' names '\(name)', which is optional (\(type)); a share sheet shares values, not their absence: make "
                + "the parameter non-optional and share only when there is a value")
    }

    static func shareResultUnfilled(_ name: String, action: String, share: String) -> Message {
        Message(
            .shareResultUnfilled,
            "'\(action)', which the share sheet of '\(share)' runs, has parameter '\(name)' that nothing fills; a share "
                + "sheet gives 'completed' (Bool) and 'activity' (String?), and '\(share)' its own parameters by name")
    }

    static func shareResultType(_ name: String, type: String, expected: String, action: String) -> Message {
        Message(
            .shareResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the share sheet gives it as '\(expected)'")
    }

    static func cameraResultUnfilled(_ name: String, action: String, camera: String, image: String) -> Message {
        Message(
            .cameraResultUnfilled,
            "'\(action)', which the camera of '\(camera)' runs, has parameter '\(name)' that nothing fills; the camera "
                + "gives 'image' (\(image)), and '\(camera)' its own parameters by name")
    }

    static func cameraResultType(_ name: String, type: String, action: String, image: String) -> Message {
        Message(
            .cameraResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the camera gives it as '\(image)', nil when the "
                + "person cancels or the device has no camera")
    }

    static func exportNeedsDeploymentTarget(_ target: String) -> Message {
        Message(
            .exportNeedsDeploymentTarget,
            "the document picker exports files with 'init(forExporting:asCopy:)', which needs iOS "
                + "\(IOSVersion.fileExport); set \"deploymentTarget\": \"\(IOSVersion.fileExport)\" (it is \(target))")
    }

    static func exportFilesNotParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.exportFilesNotParameter) {
            let start = "'files' names '\(name)', which is not a parameter of '\(action)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; add a parameter of type URL or [URL] that holds the files"
        }
    }

    static func exportFilesType(_ name: String, type: String) -> Message {
        Message(
            .exportFilesType,
            "'files' names '\(name)', a '\(type)'; the files to export are a 'URL' or a '[URL]', file URLs of the app")
    }

    static func exportResultUnfilled(_ name: String, action: String, export: String) -> Message {
        Message(
            .exportResultUnfilled,
            "'\(action)', which the export of '\(export)' runs, has parameter '\(name)' that nothing fills; the export "
                + "gives 'urls' ([URL]), and '\(export)' its own parameters by name")
    }

    static func exportResultType(_ name: String, type: String, action: String) -> Message {
        Message(
            .exportResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the export gives it as '[URL]', where the files went, "
                + "empty when the person cancels")
    }

    static let emptySetStack = Message(
        .emptySetStack, "'setStack' is empty; list the screens the flow's stack is set to")

    static let emptyRemoving = Message(
        .emptyRemoving, "'removing' is empty; name the screens the push takes off the stack, or remove it")

    static func removingTwice(_ name: String) -> Message {
        Message(.removingTwice, "'removing' names screen '\(name)' twice; once takes every '\(name)' off")
    }

    static func removingWithoutPush(navigation: String) -> Message {
        Message(
            .removingWithoutPush,
            "'removing' applies only to 'push', which takes the named screens off the stack as it pushes; "
                + "'\(navigation)' does not")
    }

    static func removingScreenNotShown(_ name: String, coordinator: String, shown: [String]) -> Message {
        Message(.removingScreenNotShown) {
            let start =
                "'removing' names screen '\(name)', which coordinator '\(coordinator)' does not show, so it is never "
                + "on its stacks"
            if let suggestion = Suggestions.closest(to: name, in: shown) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; it shows: " + shown.joined(separator: ", ")
        }
    }

    static func startInputReserved(_ name: String, coordinator: String) -> Message {
        Message(
            .startInputReserved,
            "input '\(name)' becomes a property of coordinator '\(coordinator)', which already has '\(name)'; "
                + "choose another name")
    }

    static func actionClashesWithStartInput(_ name: String, coordinator: String) -> Message {
        Message(
            .actionClashesWithStartInput,
            "action '\(name)' clashes with the input '\(name)' that coordinator '\(coordinator)' keeps; rename one")
    }

    static func actionClashesWithFactory(_ name: String, coordinator: String) -> Message {
        Message(
            .actionClashesWithFactory,
            "action '\(name)' clashes with coordinator '\(coordinator)''s own '\(name)(…)'; choose another name")
    }

    static func finishWithoutParent(action: String, screen: String, coordinator: String, role: FlowRole) -> Message {
        Message(
            .finishWithoutParent,
            "action '\(action)' of screen '\(screen)' finishes coordinator '\(coordinator)', which is \(role.phrase) "
                + "and has no parent to return to")
    }

    static func resultOnRootFlow(coordinator: String, role: FlowRole) -> Message {
        Message(
            .resultOnRootFlow,
            "coordinator '\(coordinator)' is \(role.phrase): no screen starts it, so nothing would receive its result; "
                + "remove 'result'")
    }

    static func selectTabNotATab(_ name: String, tabs: [String]) -> Message {
        Message(.selectTabNotATab) {
            let start = "'selectTab' names '\(name)', which is not a tab"
            if let suggestion = Suggestions.closest(to: name, in: tabs) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start
                + (tabs.isEmpty ? "; the app has no tab bar" : "; the tabs are: " + tabs.joined(separator: ", "))
        }
    }

    static func runsWithoutSelectTab(navigation: String) -> Message {
        Message(
            .runsWithoutSelectTab,
            "'runs' names what a 'selectTab' runs in its tab, and this action has '\(navigation)'; remove 'runs'")
    }

    static func runsSenderAction(_ target: String, screen: String) -> Message {
        Message(
            .runsSenderAction,
            "'runs' names '\(target)' of screen '\(screen)', which needs the view or bar button its popover points at, "
                + "and a selected tab has none to give")
    }

    static func runsValueUnfilled(_ name: String, type: String, target: String, action: String) -> Message {
        Message(
            .runsValueUnfilled,
            "'\(target)', which '\(action)' runs in its tab, takes '\(name): \(type)', which '\(action)' does not "
                + "give; add a parameter of that name and type to '\(action)'")
    }

    static func runsValueTypeDiffers(
        _ name: String, type: String, target: String, own: String, action: String
    ) -> Message {
        Message(
            .runsValueTypeDiffers,
            "'\(target)', which '\(action)' runs in its tab, takes '\(name)' as \(type), but '\(action)' gives it as "
                + "\(own)")
    }

    static func singleInstanceParentless(_ coordinator: String, role: FlowRole) -> Message {
        Message(
            .singleInstanceParentless,
            "coordinator '\(coordinator)' is \(role.phrase), which runs once already; 'singleInstance' is for a flow "
                + "that actions start; remove it")
    }

    static func singleInstanceWithResult(_ coordinator: String) -> Message {
        Message(
            .singleInstanceWithResult,
            "coordinator '\(coordinator)' has a result, so a second screen that starts it would wait for a result the "
                + "first one gets; remove 'singleInstance', or the result")
    }

    static func decideNothing(_ coordinator: String) -> Message {
        Message(
            .decideNothing,
            "the 'decide' of coordinator '\(coordinator)' names no 'alternatives' and no 'fallback', so there is nothing "
                + "to decide; list the other screens the flow may start with, or remove 'decide'")
    }

    static func decideScreenTwice(_ screen: String, coordinator: String) -> Message {
        Message(
            .decideScreenTwice,
            "coordinator '\(coordinator)' already may start with '\(screen)'; list each screen once, and not 'start' "
                + "among 'alternatives'")
    }

    static func decideInputUnfilled(_ input: String, screen: String, coordinator: String, start: String) -> Message {
        Message(
            .decideInputUnfilled,
            "'\(screen)', which coordinator '\(coordinator)' may start with, needs input '\(input)', which the flow "
                + "does not take: it takes the inputs of its start screen '\(start)'; add '\(input)' there, or give it "
                + "a default")
    }

    static func decideInputType(
        _ input: String, type: String, screen: String, coordinator: String, given: String, start: String
    ) -> Message {
        Message(
            .decideInputType,
            "'\(screen)', which coordinator '\(coordinator)' may start with, takes '\(input)' as \(type), but the flow "
                + "takes it as \(given), from its start screen '\(start)'")
    }

    static func routeThroughDecidingFlow(_ route: String, flow: String) -> Message {
        Message(
            .routeThroughDecidingFlow,
            "route '\(route)' goes past the first screen of flow '\(flow)', which decides that screen only when it "
                + "starts; end the route at the flow, or name another way in 'via'")
    }

    static func runsInDecidingFlow(_ action: String, tab: String) -> Message {
        Message(
            .runsInDecidingFlow,
            "'runs' names '\(action)', an action of the first screen of tab '\(tab)', whose flow decides that screen "
                + "only when it starts; remove 'runs'")
    }

    static func resultWithoutCases(coordinator: String) -> Message {
        Message(
            .resultWithoutCases,
            "the result of coordinator '\(coordinator)' has no cases; list at least one, such as { \"name\": \"cancel\" }"
        )
    }

    static func resultValueLabel(_ label: String) -> Message {
        Message(
            .resultValueLabel,
            "result values have no labels: the case's values are labelled with their names; remove 'label' ('\(label)')"
        )
    }

    static func resultValueNotSendable(_ type: String, part: String) -> Message {
        Message(.resultValueNotSendable) {
            let what = type == part ? "'\(type)'" : "'\(type)' holds '\(part)', which"
            return "result values must be Sendable, since a result can be awaited, and \(what) is not; "
                + "use @Sendable or @MainActor for a function type"
        }
    }

    static func missingWhenLeft(coordinator: String, cases: [String]) -> Message {
        Message(
            .missingWhenLeft,
            "the result of coordinator '\(coordinator)' needs 'whenLeft': the case it hands over when it ends without a "
                + "finish (the back button, a swipe-down, its parent ending), one of: \(cases.joined(separator: ", "))")
    }

    static func whenLeftHasValues(_ name: String) -> Message {
        Message(
            .whenLeftHasValues,
            "'whenLeft' case '\(name)' has values, and nothing fills them when the flow ends on its own; "
                + "name a case without values")
    }

    static func finishNeedsCase(action: String, screen: String, coordinator: String, cases: [String]) -> Message {
        Message(
            .finishNeedsCase,
            "action '\(action)' of screen '\(screen)' finishes coordinator '\(coordinator)', which has a result; "
                + "say which case it ends with, \"finish\": \"\(cases.first ?? "case")\" (one of: "
                + cases.joined(separator: ", ") + ")")
    }

    static func finishCaseWithoutResult(_ name: String, action: String, coordinator: String) -> Message {
        Message(
            .finishCaseWithoutResult,
            "action '\(action)' finishes with '\(name)', but coordinator '\(coordinator)' has no result; "
                + "add a 'result' to it or use \"finish\": true")
    }

    static func unknownResultCase(_ name: String, coordinator: String, known: [String]) -> Message {
        Message(.unknownResultCase) {
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return "the result of coordinator '\(coordinator)' has no case '\(name)'; did you mean '\(suggestion)'?"
            }
            return "the result of coordinator '\(coordinator)' has no case '\(name)'; its cases are: "
                + known.joined(separator: ", ")
        }
    }

    static func resultValueUnfilled(_ value: String, resultCase: String, action: String) -> Message {
        Message(
            .resultValueUnfilled,
            "action '\(action)' finishes with '\(resultCase)' but nothing fills its value '\(value)'; add a parameter "
                + "named '\(value)' or a 'pass' entry for it")
    }

    static func resultValueMismatch(
        _ value: String, resultCase: String, expected: String, parameter: String, found: String
    ) -> Message {
        Message(
            .resultValueMismatch,
            "value '\(value)' of '\(resultCase)' is \(expected), but parameter '\(parameter)' that fills it is \(found)"
        )
    }

    static func dismissWithoutPresentation(action: String, screen: String, coordinator: String) -> Message {
        Message(
            .dismissWithoutPresentation,
            "action '\(action)' of screen '\(screen)' dismisses, but coordinator '\(coordinator)' is not started modally "
                + "and never presents '\(screen)' or a screen that pushes it, so there is nothing to dismiss; "
                + "use 'pop' or 'finish'")
    }

    static func coordinatorNeverStarted(_ name: String) -> Message {
        Message(
            .coordinatorNeverStarted,
            "coordinator '\(name)' is never started: it is not the app's root or a tab, and no action starts it")
    }

    static func screenNeverShown(_ name: String) -> Message {
        Message(
            .screenNeverShown,
            "screen '\(name)' is never shown: no coordinator starts at it and no action pushes or presents it")
    }

    // MARK: Routes

    static func reservedRouteName(_ name: String, purpose: String) -> Message {
        Message(
            .reservedRouteName,
            "a route cannot be named '\(name)': AppRoute declares a type of that name, which \(purpose)")
    }

    static func presentationRunsItself(_ action: String, by runner: String) -> Message {
        Message(
            .presentationRunsItself,
            "action '\(action)' runs itself once \(runner) has gone, which would show \(runner) again each time the "
                + "person closes it; name another action of the screen")
    }

    static func alertOnlyRunsItself(_ action: String) -> Message {
        Message(
            .alertOnlyRunsItself,
            "every choice of the alert of '\(action)' runs '\(action)' again, so the person could never close it; add "
                + "a choice that runs nothing (\"style\": \"cancel\") or another action")
    }

    static func routeNamedLikeOptional(_ name: String) -> Message {
        Message(
            .routeNamedLikeOptional,
            "a route cannot be named '\(name)': 'AppRoute(url: link) == .\(name)' would compare with Optional's "
                + "'.\(name)', since reading a link gives an optional route; choose another name")
    }

    static func reservedRouteParameter(_ name: String, pattern: String) -> Message {
        Message(
            .reservedRouteParameter,
            "parameter '\(name)' of pattern '\(pattern)' takes a name AppRoute(url:) uses for the link it reads; "
                + "rename it, with the action parameters it fills")
    }

    static func invalidRoutePattern(_ pattern: String, reason: String) -> Message {
        Message(.invalidRoutePattern, "route pattern '\(pattern)' does not parse: \(reason)")
    }

    static func routePatternsOverlap(_ pattern: String, route: String, other: String, otherRoute: String) -> Message {
        Message(
            .routePatternsOverlap,
            "pattern '\(pattern)' of route '\(route)' matches links that pattern '\(other)' of route '\(otherRoute)' "
                + "matches too; make their paths differ in a literal segment, or in a parameter whose type reads none "
                + "of the other's text (a Bool beside an Int)")
    }

    static func routePatternsDiffer(_ pattern: String, route: String, values: String, first: String) -> Message {
        Message(
            .routePatternsDiffer,
            "pattern '\(pattern)' of route '\(route)' gives \(values), but the route's first pattern gives \(first); "
                + "every pattern of a route gives the same values")
    }

    static func routeViaFormat(_ entry: String) -> Message {
        Message(.routeViaFormat, "'via' entry '\(entry)' must name an action as Screen.action, as in \"Home.open\"")
    }

    static func routeUnreachable(_ route: String, screen: String, throughVia: Bool) -> Message {
        Message(
            .routeUnreachable,
            "route '\(route)' cannot reach screen '\(screen)'"
                + (throughVia ? " through the actions its 'via' names, in order" : "")
                + ": no way from the app's flows leads there by pushing, presenting, starting flows or embedding")
    }

    /// A split app opens a route from the primary column's flow while expanded, from the compact column's while
    /// collapsed: `column` is the one from which no way leads to the screen, and `flow` its coordinator.
    static func routeUnreachableInSplit(
        _ route: String, screen: String, column: String, flow: String, throughVia: Bool
    ) -> Message {
        Message(
            .routeUnreachableInSplit,
            "route '\(route)' cannot reach screen '\(screen)' from the \(column) column's flow '\(flow)'"
                + (throughVia ? " through the actions its 'via' names, in order" : "")
                + "; a split view opens routes from the primary column's flow when expanded and from the compact "
                + "column's when collapsed, so add a way from each")
    }

    static func routeAmbiguous(_ route: String, screen: String, first: String, second: String) -> Message {
        Message(
            .routeAmbiguous,
            "route '\(route)' reaches screen '\(screen)' in more than one shortest way (\(first); \(second)); "
                + "name the actions its way takes in 'via', as in \"via\": [\"Screen.action\"]")
    }

    static func routeThroughSender(_ route: String, action: String, screen: String) -> Message {
        Message(
            .routeThroughSender,
            "route '\(route)' takes action '\(action)' of screen '\(screen)', which needs the view or bar button its "
                + "popover points at, and a link has none; name another way in 'via'")
    }

    static func routeValueUnfilled(
        _ name: String, type: String, action: String, screen: String, route: String
    ) -> Message {
        Message(
            .routeValueUnfilled,
            "action '\(action)' of screen '\(screen)', on the way of route '\(route)', takes '\(name): \(type)', which "
                + "the route does not give; add {\(name): \(type)} to each of its patterns")
    }

    static func routeValueTypeDiffers(
        _ name: String, type: String, action: String, screen: String, expected: String, route: String
    ) -> Message {
        Message(
            .routeValueTypeDiffers,
            "route '\(route)' gives '\(name)' as \(type), but action '\(action)' of screen '\(screen)' takes it as "
                + "\(expected)")
    }

    static func routeValueUnused(_ name: String, route: String) -> Message {
        Message(
            .routeValueUnused,
            "route '\(route)' gives '\(name)', which no action on its way takes; remove it, or name a way in 'via' "
                + "whose actions take it")
    }

    static func routeWaitNotTopLevel(_ coordinator: String) -> Message {
        Message(
            .routeWaitNotTopLevel,
            "'onRoute': 'wait' keeps a route until the app switches to another top-level flow, and coordinator "
                + "'\(coordinator)' is not one of app.flows; use 'reject'")
    }

    static func routeWaitOnScreen(_ screen: String) -> Message {
        Message(
            .routeWaitOnScreen,
            "a screen cannot keep routes waiting: 'onRoute' on screen '\(screen)' takes 'reject' (a top-level flow "
                + "can wait)")
    }

    static func onRouteWithoutRoutes(_ name: String) -> Message {
        Message(.onRouteWithoutRoutes, "'onRoute' on '\(name)' does nothing: the manifest has no routes")
    }

    static func routeThroughArrival(_ route: String, kind: String, name: String, waits: Bool) -> Message {
        Message(
            .routeThroughArrival,
            "route '\(route)' goes through \(kind) '\(name)', whose 'onRoute' is '\(waits ? "wait" : "reject")': the route "
                + "would \(waits ? "wait for" : "refuse") itself; remove 'onRoute' there, or name another way in 'via'")
    }

    // MARK: Authoring commands

    static func newCoordinatorCannotShow(_ coordinator: String, screen: String) -> Message {
        Message(
            .newCoordinatorCannotShow,
            "the new coordinator '\(coordinator)' starts at the new screen, so it does not show '\(screen)'; --coordinator "
                + "names the flow that shows --from")
    }

    static func unknownCoordinatorForScreen(_ name: String, known: [String]) -> Message {
        Message(.unknownCoordinatorForScreen) {
            let suggestion = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            return
                "no coordinator named '\(name)'\(suggestion) (--new-coordinator creates it, starting at the new screen)"
        }
    }

    static func childCoordinatorExists(_ child: String, start: String) -> Message {
        Message(
            .childCoordinatorExists,
            "coordinator '\(child)' already exists; --start-child creates a new flow that starts at '\(start)'")
    }

    static func coordinatorExists(_ name: String) -> Message {
        Message(.coordinatorExists, "a coordinator named '\(name)' already exists")
    }

    static func inputsForExistingScreen(_ screen: String) -> Message {
        Message(.inputsForExistingScreen, "screen '\(screen)' exists already; --input adds inputs only to a new screen")
    }

    static func screenShownByNoCoordinator(_ screen: String) -> Message {
        Message(
            .screenShownByNoCoordinator,
            "screen '\(screen)' is not shown by any coordinator, so nothing could run its action")
    }

    static let modalNeedsAction = Message(
        .modalNeedsAction, "--modal needs --from and --action: it says how that action starts the flow")

    /// How an app starts, as `tabNeedsTabsApp` names it.
    enum AppShapeName {
        case root, split, flows
    }

    static func tabNeedsTabsApp(_ shape: AppShapeName) -> Message {
        Message(.tabNeedsTabsApp) {
            switch shape {
            case .flows:
                "--tab needs an app with 'tabs'; this manifest's app has top-level flows, so add the coordinator to a "
                    + "tab bar's 'tabs' in app.tabBars"
            case .split: "--tab needs an app with tabs; this manifest's app is a split view, which has no tabs"
            case .root: "--tab needs an app with tabs; this manifest's app has a root coordinator"
            }
        }
    }

    static func screenNotShownBy(_ screen: String, coordinator: String) -> Message {
        Message(.screenNotShownBy, "screen '\(screen)' is not shown by coordinator '\(coordinator)'")
    }

    static func actionExists(_ action: String, screen: String) -> Message {
        Message(.actionExists, "screen '\(screen)' already has an action named '\(action)'")
    }

    static func tabListedTwice(_ tab: String) -> Message {
        Message(.tabListedTwice, "tab '\(tab)' is listed twice")
    }
}
