/// Every message coordgen shows about a manifest, in one place so tests can assert them exactly.
///
/// Messages start in lower case and end without a full stop, as compiler diagnostics do, and say what to change.
enum Message {
    // MARK: JSON syntax

    static let emptyManifest = "the manifest is empty; run 'coordgen init' to create one"
    static let contentAfterDocument = "unexpected text after the end of the manifest's top-level object"
    static let trailingComma = "trailing comma; JSON does not allow a comma before '}' or ']'"
    static let leadingZero = "numbers cannot start with 0 in JSON"
    static let unterminatedString = "this string is not closed; add the closing '\"'"
    static let controlCharacterInString = "control characters must be escaped in JSON strings (use \\n or \\t)"
    static let invalidEscape = "invalid escape sequence in string"
    static let invalidUTF8 = "the manifest is not valid UTF-8 here"
    static let commentsNotAllowed = "JSON does not allow comments"
    static let singleQuotes = "JSON strings use double quotes, not single quotes"

    static func unexpectedEnd(expecting expected: String) -> String {
        "the manifest ends too early; expected \(expected)"
    }

    static func nestingTooDeep(_ limit: Int) -> String {
        "the manifest is nested more than \(limit) levels deep"
    }

    static func unexpectedToken(_ found: String, expecting expected: String) -> String {
        "unexpected '\(found)'; expected \(expected)"
    }

    // MARK: Structure

    static func wrongType(of what: String, expected: String, found: String) -> String {
        "\(what) must be \(expected), not \(found)"
    }

    static func wrongType(key: String, expected: String, found: String) -> String {
        "'\(key)' must be \(expected), not \(found)"
    }

    static func wrongElementType(in key: String, expected: String, found: String) -> String {
        "each entry of '\(key)' must be \(expected), not \(found)"
    }

    static func notUTF8(_ encoding: String) -> String {
        "the manifest is \(encoding); coordgen reads UTF-8, so save it as UTF-8 (in Xcode: File Inspector, Text "
            + "Encoding)"
    }

    static func duplicateKey(_ key: String, in what: String) -> String {
        "'\(key)' appears twice in \(what); keep one"
    }

    static func unknownKey(_ key: String, in what: String, known: [String]) -> String {
        let visible = known.filter { $0 != "$schema" }
        if let suggestion = Suggestions.closest(to: key, in: visible) {
            return "unknown key '\(key)' in \(what); did you mean '\(suggestion)'?"
        }
        return "unknown key '\(key)' in \(what); expected one of: \(visible.joined(separator: ", "))"
    }

    static func missingKey(_ key: String, in what: String) -> String {
        "\(what) needs a '\(key)'"
    }

    static func unknownValue(_ value: String, for key: String, known: [String]) -> String {
        if let suggestion = Suggestions.closest(to: value, in: known) {
            return "'\(value)' is not a valid '\(key)'; did you mean '\(suggestion)'?"
        }
        return "'\(value)' is not a valid '\(key)'; expected one of: \(known.joined(separator: ", "))"
    }

    static func missingVersion(supported: Int) -> String {
        "the manifest needs a 'version'; add \"version\": \(supported)"
    }

    static func unsupportedVersion(_ version: Int, supported: Int) -> String {
        "manifest version \(version) is not supported; this coordgen reads version \(supported)"
    }

    static func navigationFlagFalse(_ key: String) -> String {
        "'\(key)' can only be true; remove it if the action does not \(key)"
    }

    static func emptyValue(_ key: String) -> String {
        "'\(key)' must not be empty"
    }

    static func outputsShareAFile(_ name: String) -> String {
        "two outputs would be written to '\(name)' (on macOS, names that differ only in case are one file); "
            + "nothing was generated"
    }

    // MARK: App and tabs

    static let missingApp =
        "the manifest needs an 'app': {\"root\": \"Coordinator\"} or {\"tabs\": [\"Coordinator\", …]}"
    static let appNeedsRootOrTabs = "'app' needs either a 'root' coordinator or a list of 'tabs'"
    static let appHasRootAndTabs = "'app' has both 'root' and 'tabs'; an app starts one way, so keep one"
    static let tabBarControllerIgnored = "'tabBarController' is ignored: the app has a 'root', not 'tabs'"
    static let emptyTabs = "'tabs' is empty; list at least one coordinator, or use 'root'"
    static let tabHasSystemItemAndImage = "a tab has either a 'systemItem' or an 'image', not both"

    /// `owner` is "the app", or "tab bar 'Main'".
    static func tooManyTabs(_ count: Int, visible: Int, owner: String) -> String {
        "\(owner) has \(count) tabs; coordgen makes at most \(visible): past \(visible), UIKit moves the screens of a "
            + "tab it lists under More onto the More tab's own stack, in a way Apple does not document, so the tab's "
            + "flow could not follow them; keep \(visible) or fewer (a screen of your own can list the rest)"
    }

    static func invalidDeploymentTarget(_ text: String) -> String {
        "'deploymentTarget' is \"\(text)\"; write the app's iOS deployment target as a version, such as \"15.0\""
    }

    static func deploymentTargetTooLow(_ text: String, minimum: IOSVersion) -> String {
        "'deploymentTarget' is \(text), but the generated code needs iOS \(minimum) at least (a flow's result is "
            + "awaited with a CheckedContinuation); raise it to \"\(minimum)\""
    }

    static let moreSystemItem =
        "'more' is the item of the More tab that UIKit makes itself when there are too many tabs; choose another item"

    static func tabNeedsTitle(coordinator: String, hasTab: Bool) -> String {
        hasTab
            ? "the tab of coordinator '\(coordinator)' needs a 'title'"
            : "coordinator '\(coordinator)' is a tab, so it needs \"tab\": {\"title\": …}"
    }

    static func tabIgnored(coordinator: String, hasFlows: Bool) -> String {
        hasFlows
            ? "'tab' is ignored: coordinator '\(coordinator)' is not in the 'tabs' of a tab bar in app.tabBars"
            : "'tab' is ignored: coordinator '\(coordinator)' is not listed in app.tabs"
    }

    static func invalidSymbolName(_ name: String, problem: String) -> String {
        "'\(name)' is not an SF Symbol name: \(problem)"
    }

    static func rootInputUnfilled(input: String, screen: String, coordinator: String, role: FlowRole) -> String {
        "input '\(input)' of screen '\(screen)' has no value when coordinator '\(coordinator)' starts as "
            + "\(role.phrase); give the input a \"default\""
    }

    // MARK: Top-level flows

    static let flowsWithRootOrTabs =
        "'app' has 'flows' and also 'root' or 'tabs'; an app with top-level flows lists every flow in 'flows', so "
        + "remove 'root' and 'tabs' (a tab bar goes in 'tabBars')"
    static func keyNeedsFlows(_ key: String) -> String {
        "'\(key)' is only read in an app with top-level flows; list them in app.flows, or remove '\(key)'"
    }
    static let tabBarControllerWithFlows =
        "'tabBarController' is not read here in an app with 'flows': give it to the tab bar in 'tabBars' it names "
        + "(each is otherwise named after its 'name': MainTabBarController for \"Main\")"
    static let emptyFlows = "'flows' is empty; list the coordinators and tab bars the app switches between"
    static let decideOverNoFlows =
        "'initial' is \"decide\", but 'flows' lists no flows to decide between; list the app's top-level flows"

    static func missingInitial(first: String) -> String {
        "'app' needs an 'initial': the flow the app starts in, such as \"\(first)\", or \"decide\" for a decision "
            + "your code makes"
    }

    static func flowIsCoordinatorAndTabBar(_ name: String) -> String {
        "'\(name)' names both a coordinator and a tab bar; rename one, so each top-level flow is one thing"
    }

    static func emptyTabBar(_ name: String) -> String {
        "tab bar '\(name)' has no 'tabs'; list at least one coordinator"
    }

    static func tabBarNotInFlows(_ name: String) -> String {
        "tab bar '\(name)' is not listed in app.flows, so the app never shows it"
    }

    static let switchWithoutFlows =
        "'switchTo' needs an app with top-level flows: declare them in app.flows, with an 'initial'"

    static func switchTargetNotTopLevel(_ name: String) -> String {
        "'switchTo' names coordinator '\(name)', which is not a top-level flow; list it in app.flows, or start it "
            + "with 'startChild'"
    }

    static func resultCaseNeedsSwitch(_ resultCase: String, coordinator: String) -> String {
        "case '\(resultCase)' of top-level flow '\(coordinator)' needs a 'switchTo': the app coordinator receives the "
            + "result and switches to the flow the case names"
    }

    static func resultSwitchOutsideTopLevel(coordinator: String) -> String {
        "'switchTo' in a result is only read for a top-level flow; coordinator '\(coordinator)' hands its result to "
            + "the screen that started it, so remove it"
    }

    static func whenLeftInTopLevelFlow(coordinator: String) -> String {
        "top-level flow '\(coordinator)' ends only through a finish that names a case, so its result has no "
            + "'whenLeft'; remove it"
    }

    static func startsTopLevelFlowWithResult(_ name: String) -> String {
        "coordinator '\(name)' is a top-level flow whose result switches the app, so it cannot be started as a child; "
            + "use 'switchTo', or start a flow of its own"
    }

    static func flowNeverReached(_ name: String) -> String {
        "top-level flow '\(name)' is never shown: it is not 'initial' and no action switches to it"
    }

    static func flowNeverLeft(_ name: String) -> String {
        "top-level flow '\(name)' is never left: no action in it has 'switchTo', so only your code's "
            + "'switch(to:)' can leave it"
    }

    // MARK: Names and references

    static func invalidName(_ name: String, kind: String, problem: String) -> String {
        "'\(name)' is not a valid \(kind) name: \(problem)"
    }

    static func typeNameNotCapitalized(_ name: String, kind: String) -> String {
        "\(kind) name '\(name)' must start with an uppercase letter, because it becomes a Swift type name"
    }

    static func duplicateName(_ name: String, kind: String, firstLine: Int) -> String {
        "\(kind) '\(name)' is already declared on line \(firstLine)"
    }

    static func unknownReference(_ name: String, kind: String, known: [String]) -> String {
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return "no \(kind) named '\(name)'; did you mean '\(suggestion)'?"
        }
        return "no \(kind) named '\(name)'"
    }

    static func invalidType(_ type: String, reason: String) -> String {
        "'\(type)' is not a Swift type coordgen accepts: \(reason)"
    }

    static func uninhabitedType(_ type: String) -> String {
        "'\(type)' has no values, so nothing could pass one and code that receives one never runs; choose another type"
    }

    static func invalidDefault(_ expression: String, problem: String) -> String {
        "'\(expression)' cannot be used as a default: \(problem)"
    }

    static func defaultTypeMismatch(_ expression: String, problem: String) -> String {
        "'\(expression)' cannot be this input's default: \(problem)"
    }

    static func typeDeclaredTwice(_ name: String, first: String, second: String) -> String {
        "'\(name)' would be declared twice: by \(first) and by \(second); rename one"
    }

    static func namesDifferOnlyInCase(_ first: String, _ second: String) -> String {
        "'\(first)' and '\(second)' differ only in case, so their files clash on macOS; rename one"
    }

    static func shadowsFrameworkType(_ name: String, origin: String, framework: String) -> String {
        "\(origin) would declare '\(name)', which hides \(framework)'s '\(name)' that the generated code uses; "
            + "choose another name"
    }

    static func fileTaken(_ name: String, origin: String, file: String, holds: String) -> String {
        "\(origin) would be written to \(file), where coordgen writes \(holds); choose another name"
    }

    static func fileNameTooLong(origin: String, bytes: Int, limit: Int) -> String {
        "\(origin) would need a file name of \(bytes) bytes, and file systems allow \(limit); choose a shorter name"
    }

    static func memberShadowsType(_ name: String, kind: String, owner: String) -> String {
        "\(kind) '\(name)' would hide \(owner), which the generated code uses; choose another name"
    }

    static func memberIsGeneratedLocal(_ name: String, kind: String) -> String {
        "\(kind) '\(name)' would clash with the '\(name)' that generated code declares; choose another name"
    }

    static func parameterHidesRuntimeMember(_ name: String) -> String {
        "parameter '\(name)' would hide the coordinator's own '\(name)', which the generated code uses; "
            + "choose another name"
    }

    static func parameterNamedLikeEventAction(_ name: String) -> String {
        "parameter '\(name)' has the name of its action, which the events style calls with it; choose another name"
    }

    static func reservedEventCase(_ name: String, reason: String) -> String {
        "action name '\(name)' cannot be an event: \(reason); choose another name"
    }

    static func inputClashesWithScreenClass(_ name: String, superclass: String) -> String {
        "input '\(name)' clashes with \(superclass)'s '\(name)'; choose another name"
    }

    static func viewModelUsesUIKit(_ type: String, screen: String) -> String {
        "'\(type)' is a UIKit type, but screen '\(screen)' has a view model, which imports Foundation only; pass a "
            + "value of your own, or give the screen \"viewModel\": false"
    }

    static func uikitTypeInViewModelApp(_ type: String, what: String) -> String {
        "'\(type)' is a UIKit type, but \(what) of an app with view models must build without UIKit, as the view "
            + "models do; use a type of your own"
    }

    static func clashesWithDependencies(_ name: String, kind: String) -> String {
        "\(kind) '\(name)' clashes with the dependencies every coordinator and screen keeps; choose another name"
    }

    // MARK: Embedded screens

    static func embedClashesWithScreenClass(_ name: String, superclass: String) -> String {
        "embed name '\(name)' clashes with \(superclass)'s '\(name)'; choose another name"
    }

    static func embedsStartScreen(_ screen: String, coordinator: String) -> String {
        "screen '\(screen)' is the start screen of coordinator '\(coordinator)', so its flow shows it on a stack; "
            + "a container cannot also embed it: embed a screen of its own"
    }

    static func embeddedInputUnfilled(_ input: String, screen: String, container: String) -> String {
        "input '\(input)' of embedded screen '\(screen)' has no value: give screen '\(container)' an input named "
            + "'\(input)', a 'pass' entry for it, or give the input a \"default\""
    }

    static func embeddedInputMismatch(
        _ input: String, screen: String, expected: String, source: String, container: String, found: String
    ) -> String {
        "input '\(input)' of embedded screen '\(screen)' is '\(expected)', but input '\(source)' of screen "
            + "'\(container)' that fills it is '\(found)'"
    }

    static func embeddedStartsResultFlow(
        action: String, screen: String, coordinator: String, containers: [String], nested: Bool
    ) -> String {
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

    static func resultToWithoutEmbeddedResultFlow(screen: String) -> String {
        "'resultTo' applies to an embedded screen's action that starts a flow with a result, and '\(screen)' "
            + "is not embedded or the action starts no such flow"
    }

    static func embedCycle(_ path: [String]) -> String {
        "screen '\(path[0])' would contain itself: " + path.joined(separator: " embeds ")
    }

    static func messageNamedLikeScreenClassMember(_ name: String, superclass: String) -> String {
        "message '\(name)' is named like \(superclass)'s '\(name)'; name it for what happened, such as "
            + "'didSelectMarker'"
    }

    static func messageFirstLabel(_ label: String, message: String) -> String {
        "the first value of message '\(message)' takes the message's name as its label, so '\(label)' is never used; "
            + "remove it"
    }

    static func messagesUnheard(_ screen: String) -> String {
        "screen '\(screen)' has messages but no screen embeds it, so nothing hears them"
    }

    static func memberClash(_ name: String, first: String, second: String) -> String {
        "'\(name)' would be declared twice in the view controller: by \(first) and by \(second); rename one"
    }

    static func resultCaseNamedLikeOptional(_ name: String) -> String {
        "result case '\(name)' would be read as Optional's '.\(name)' where a result is optional (an awaited "
            + "result, 'result' before the flow ends); choose another name"
    }

    static func messageValueNamedLikeSender(_ name: String, message: String) -> String {
        "value '\(name)' of message '\(message)' would clash with the delegate method's first parameter, the sender, "
            + "which is named '\(name)'; choose another name"
    }

    static func memberNamedLikeFactory(_ name: String, kind: String, screen: String) -> String {
        "\(kind) '\(name)' would hide the coordinators' '\(name)()', which creates screen '\(screen)'; "
            + "choose another name"
    }

    static func shadowsStandardProtocol(_ name: String, origin: String) -> String {
        "\(origin) would declare '\(name)', which hides Swift's '\(name)' in the whole module, so your own types "
            + "that conform to it would conform to the generated one instead; choose another name"
    }

    static let actionNamedResult =
        "action name 'result' is reserved: a flow with a result has 'result', the case it finished with; "
        + "choose another name"

    static func reservedActionName(_ name: String) -> String {
        "action name '\(name)' is reserved: every coordinator already has '\(name)'; choose another name"
    }

    static func protocolIgnored(screen: String, style: String) -> String {
        "'protocol' is ignored: screen '\(screen)' uses the \(style) style"
    }

    static func storyboardIgnored(screen: String) -> String {
        "'storyboard' is ignored: screen '\(screen)' is created in code (\"viewControllers\": \"code\")"
    }

    // MARK: Actions and data

    static func noNavigation(action: String) -> String {
        "action '\(action)' needs one navigation: "
            + NavigationKind.keys.map { "'\($0)'" }.joined(separator: ", ")
    }

    static func severalNavigations(action: String, keys: [String]) -> String {
        "action '\(action)' has several navigations ("
            + keys.map { "'\($0)'" }.joined(separator: ", ") + "); an action does exactly one"
    }

    static let modalWithoutStartChild = "'modal' applies only to 'startChild'"

    static let animatedOnCustom =
        "'animated' does nothing on a custom action: your implementation chooses the animation"

    static func presentationNeedsModal(key: String) -> String {
        "'\(key)' applies only to 'present' and to 'startChild' with \"modal\": true"
    }

    static let emptyDetents =
        "'detents' is empty; list 'medium', 'large' or both, or leave it out for UIKit's default (large)"

    static func duplicateDetent(_ detent: String) -> String {
        "'\(detent)' appears twice in 'detents'; keep one"
    }

    static func detentsNeedSheet(style: String) -> String {
        "'detents' need a sheet, and '\(style)' is not one; use 'automatic', 'pageSheet' or 'formSheet'"
    }

    static func weakInputNotOptional(_ input: String, type: String) -> String {
        "weak input '\(input)' needs an optional type, such as '(any \(Constants.upperFirst(input)))?', not '\(type)': a "
            + "weak reference becomes nil when its object goes"
    }

    static func weakInputNotClass(_ input: String, type: String) -> String {
        "weak input '\(input)' has type '\(type)', which is not a class or a class-bound protocol; 'weak' holds only "
            + "objects"
    }

    static func passWithoutDestination(navigation: String) -> String {
        "'pass' has no effect: '\(navigation)' shows no new screen"
    }

    static func unknownPassInput(_ name: String, screen: String, known: [String]) -> String {
        let base = "screen '\(screen)' has no input named '\(name)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return base + "; did you mean '\(suggestion)'?"
        }
        return known.isEmpty ? base + "; it has no inputs" : base
    }

    static func unknownPassParameter(_ name: String, action: String, known: [String]) -> String {
        let base = "action '\(action)' has no parameter named '\(name)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return base + "; did you mean '\(suggestion)'?"
        }
        return known.isEmpty ? base + "; it has no parameters" : base
    }

    static func unknownPassValue(_ name: String, resultCase: String, known: [String]) -> String {
        let base = "result case '\(resultCase)' has no value named '\(name)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return base + "; did you mean '\(suggestion)'?"
        }
        return known.isEmpty ? base + "; it has no values" : base
    }

    static func passInputMismatch(
        _ name: String, screen: String, found: String, input: String, destination: String, expected: String
    ) -> String {
        "type mismatch: input '\(name)' of screen '\(screen)' is '\(found)' but input '\(input)' of screen "
            + "'\(destination)' is '\(expected)'"
    }

    static func passFromEmbeddedScreenInput(_ name: String, screen: String) -> String {
        "'pass' cannot read input '\(name)' of screen '\(screen)', which is embedded: the coordinator reads inputs from "
            + "the screen on top of its stacks that asked, and an embedded screen is inside another; add a parameter"
    }

    static func invalidPassedValue(_ expression: String, problem: String) -> String {
        "'\(expression)' cannot be passed as a value: \(problem)"
    }

    static func passedValueMismatch(_ expression: String, input: String, problem: String) -> String {
        "'\(expression)' cannot fill input '\(input)': \(problem)"
    }

    static func passSourceInFinish(_ value: String) -> String {
        "a finish fills result value '\(value)' from a parameter of the action: write its name as a string"
    }

    static func passSourceKeys(_ input: String) -> String {
        "the 'pass' entry for '\(input)' takes exactly one of 'input' (an input of the screen) and 'value' (a Swift "
            + "expression)"
    }

    static func passTypeMismatch(
        parameter: String, parameterType: String, input: String, screen: String, inputType: String
    ) -> String {
        "type mismatch: parameter '\(parameter)' is '\(parameterType)' but input '\(input)' of screen '\(screen)' "
            + "is '\(inputType)'"
    }

    static func inputUnfilled(input: String, screen: String, action: String) -> String {
        "input '\(input)' of screen '\(screen)' is not filled by action '\(action)'; add a parameter named "
            + "'\(input)', a \"pass\" entry, or a \"default\" to the input"
    }

    // MARK: Flows

    static func protocolRequirementConflict(_ name: String, selector: String, first: String, second: String) -> String {
        "protocol '\(name)' would require '\(selector)' twice, differently for screens '\(first)' and '\(second)'; "
            + "rename one of the actions"
    }

    /// Two actions still share a selector after the actions that shared one were scoped to their screens: `scoped`
    /// lists those of the two that were, as (screen, action name).
    static func coordinatorActionConflict(
        coordinator: String, selector: String, first: String, second: String,
        scoped: [(screen: String, action: String, shared: Bool)]
    ) -> String {
        let because = scoped.map { screen, action, shared in
            "\(screen)'s '\(action)' becomes '\(selector)' "
                + Self.scopingReason(action, screen: screen, shared: shared)
        }
        return "coordinator '\(coordinator)' would implement '\(selector)' twice, differently for screens '\(first)' "
            + "and '\(second)'" + (because.isEmpty ? "" : " (" + because.joined(separator: "; ") + ")")
            + "; rename one of the actions"
    }

    static func scopedActionReserved(
        _ action: String, screen: String, method: String, coordinator: String, shared: Bool
    ) -> String {
        "action '\(action)' of screen '\(screen)' is implemented as '\(method)', "
            + scopingReason(action, screen: screen, shared: shared)
            + ", but coordinator '\(coordinator)' already has '\(method)'; rename the action"
    }

    /// Why an action is implemented under its screen's name (docs/manifest.md, "Action names").
    private static func scopingReason(_ action: String, screen: String, shared: Bool) -> String {
        shared ? "as every action of shared screen '\(screen)' is" : "to stay apart from another screen's '\(action)'"
    }

    static func closeClosesNothing(action: String, screen: String, coordinators: [String]) -> String {
        let names = coordinators.map { "'\($0)'" }.joined(separator: ", ")
        let flows = (coordinators.count == 1 ? "flow " : "flows ") + names
        return "action '\(action)' of screen '\(screen)' closes nothing: '\(screen)' is only shown as the first screen "
            + "of \(flows), which no action starts as a child; push or present '\(screen)' somewhere, or use another "
            + "navigation"
    }

    static func sharedFinishWithResult(_ action: String, screen: String, sharedBy: String, resultCase: String) -> String
    {
        let why =
            sharedBy == screen
            ? "'\(screen)' is shared" : "'\(screen)' is shared because shared screen '\(sharedBy)' shows it"
        return
            "action '\(action)' of screen '\(screen)' cannot finish with result case '\(resultCase)': \(why), so its "
            + "navigation is written once for every flow that shows it, and each flow has its own result; "
            + "use 'finish': true, or a custom action"
    }

    static func sharedFinishWithThen(_ action: String, screen: String, sharedBy: String) -> String {
        let why =
            sharedBy == screen
            ? "'\(screen)' is shared" : "'\(screen)' is shared because shared screen '\(sharedBy)' shows it"
        return "action '\(action)' of screen '\(screen)' cannot name a 'then': \(why), so its navigation is written "
            + "once for every flow that shows it, and each flow is started by screens of its own; "
            + "use a custom action"
    }

    static func thenWithoutFinish(navigation: String) -> String {
        "'then' applies only to 'finish', which ends the flow and returns to the screen that started it; "
            + "'\(navigation)' does not"
    }

    static func followUpWithoutStarter(action: String, coordinator: String) -> String {
        "action '\(action)' names a 'then', but no screen starts coordinator '\(coordinator)' with 'startChild', "
            + "so no screen would run it; remove 'then'"
    }

    static func unknownFollowUpAction(_ name: String, screen: String, coordinator: String, known: [String]) -> String {
        let start = "screen '\(screen)' starts coordinator '\(coordinator)' and has no action '\(name)' to run next"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return start + "; did you mean '\(suggestion)'?"
        }
        return start + (known.isEmpty ? "; add it there" : "; its actions are: " + known.joined(separator: ", "))
    }

    static func followUpValueUnfilled(_ name: String, type: String, then: String, action: String) -> String {
        "'\(then)' takes '\(name): \(type)', and action '\(action)' has no parameter '\(name)' of that type "
            + "to fill it; add one"
    }

    static func followUpTargetsDiffer(_ name: String, first: String, second: String, coordinator: String) -> String {
        "screens '\(first)' and '\(second)' both start coordinator '\(coordinator)', and their actions '\(name)' "
            + "differ in parameters or in the method that implements them; a 'then' runs one of them, so make "
            + "them the same"
    }

    static func followUpValueNotSendable(_ type: String, part: String) -> String {
        let what = type == part ? "'\(type)'" : "'\(type)' holds '\(part)', which"
        return "the values of a 'then' must be Sendable, since the flow that started this one runs it after "
            + "UIKit's dismissal, and \(what) is not; use @Sendable or @MainActor for a function type"
    }

    static let emptyChoices = "'choices' is empty; an alert needs at least one choice, or the person cannot close it"

    static let secondCancelChoice =
        "an alert has at most one choice of style 'cancel'; UIKit refuses a second one"

    static let textFieldInActionSheet =
        "text fields need an alert of style 'alert'; UIKit refuses them in an action sheet"

    static func textFieldNamedLikeParameter(_ name: String, action: String) -> String {
        "text field '\(name)' has the name of a parameter of '\(action)'; rename one, so each value has one source"
    }

    static func unknownChoiceAction(_ name: String, screen: String, known: [String], by runner: String = "a choice")
        -> String
    {
        let start = "\(runner) runs '\(name)', which is not an action of screen '\(screen)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return start + "; did you mean '\(suggestion)'?"
        }
        return start + "; its actions are: " + known.joined(separator: ", ")
    }

    static func choiceParameterUnfilled(_ name: String, action: String, choice: String, alert: String) -> String {
        "choice '\(choice)' runs '\(action)', whose parameter '\(name)' nothing fills; add a text field named "
            + "'\(name)' to the alert, or a parameter '\(name)' to '\(alert)'"
    }

    static func textFieldFillsNonString(_ name: String, type: String, action: String) -> String {
        "text field '\(name)' fills parameter '\(name)' of '\(action)', of type '\(type)'; a text field gives a "
            + "'String'"
    }

    static func choiceParameterTypeDiffers(_ name: String, type: String, action: String, own: String, alert: String)
        -> String
    {
        "parameter '\(name)' of '\(alert)' is a '\(own)', but '\(action)', which a choice runs, takes a '\(type)'"
    }

    static func choiceRunsSenderAction(_ action: String, choice: String, alert: String) -> String {
        "choice '\(choice)' runs '\(action)', which shows a popover or an action sheet and so needs a sender; only "
            + "a choice of an action sheet has one to pass, and '\(alert)' is an alert"
    }

    static let parameterNamedSender =
        "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what the "
        + "popover points at on iPad); rename this parameter"

    static func senderNeedsDeploymentTarget(_ target: String, needed: IOSVersion) -> String {
        "a popover or an action sheet points at its sender through 'sourceItem', which needs iOS \(needed); set "
            + "\"deploymentTarget\": \"\(needed)\" (it is \(target))"
    }

    static func senderOnViewModelScreen(_ screen: String) -> String {
        "screen '\(screen)' has a view model, which imports Foundation only and so cannot pass the sender of a "
            + "popover or an action sheet, a UIKit view; use an alert or a sheet, or a screen without a view model"
    }

    static let emptyShareItems = "'items' is empty; name the parameters of the action that the share sheet shares"

    static func shareItemNotParameter(_ name: String, action: String, known: [String]) -> String {
        let start = "'items' names '\(name)', which is not a parameter of '\(action)'"
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return start + "; did you mean '\(suggestion)'?"
        }
        return start
            + (known.isEmpty ? "; add it to its parameters" : "; its parameters are: " + known.joined(separator: ", "))
    }

    static func shareResultUnfilled(_ name: String, action: String, share: String) -> String {
        "'\(action)', which the share sheet of '\(share)' runs, has parameter '\(name)' that nothing fills; a share "
            + "sheet gives 'completed' (Bool) and 'activity' (String?), and '\(share)' its own parameters by name"
    }

    static func shareResultType(_ name: String, type: String, expected: String, action: String) -> String {
        "parameter '\(name)' of '\(action)' is a '\(type)'; the share sheet gives it as '\(expected)'"
    }

    static let emptySetStack = "'setStack' is empty; list the screens the flow's stack is set to"

    static let emptyRemoving = "'removing' is empty; name the screens the push takes off the stack, or remove it"

    static func removingTwice(_ name: String) -> String {
        "'removing' names screen '\(name)' twice; once takes every '\(name)' off"
    }

    static func removingWithoutPush(navigation: String) -> String {
        "'removing' applies only to 'push', which takes the named screens off the stack as it pushes; "
            + "'\(navigation)' does not"
    }

    static func removingScreenNotShown(_ name: String, coordinator: String, shown: [String]) -> String {
        let start =
            "'removing' names screen '\(name)', which coordinator '\(coordinator)' does not show, so it is never "
            + "on its stacks"
        if let suggestion = Suggestions.closest(to: name, in: shown) {
            return start + "; did you mean '\(suggestion)'?"
        }
        return start + "; it shows: " + shown.joined(separator: ", ")
    }

    static func startInputReserved(_ name: String, coordinator: String) -> String {
        "input '\(name)' becomes a property of coordinator '\(coordinator)', which already has '\(name)'; "
            + "choose another name"
    }

    static func actionClashesWithStartInput(_ name: String, coordinator: String) -> String {
        "action '\(name)' clashes with the input '\(name)' that coordinator '\(coordinator)' keeps; rename one"
    }

    static func actionClashesWithFactory(_ name: String, coordinator: String) -> String {
        "action '\(name)' clashes with coordinator '\(coordinator)''s own '\(name)(…)'; choose another name"
    }

    static func finishWithoutParent(action: String, screen: String, coordinator: String, role: FlowRole) -> String {
        "action '\(action)' of screen '\(screen)' finishes coordinator '\(coordinator)', which is \(role.phrase) "
            + "and has no parent to return to"
    }

    static func resultOnRootFlow(coordinator: String, role: FlowRole) -> String {
        "coordinator '\(coordinator)' is \(role.phrase): no screen starts it, so nothing would receive its result; "
            + "remove 'result'"
    }

    static func resultWithoutCases(coordinator: String) -> String {
        "the result of coordinator '\(coordinator)' has no cases; list at least one, such as { \"name\": \"cancel\" }"
    }

    static func resultValueLabel(_ label: String) -> String {
        "result values have no labels: the case's values are labelled with their names; remove 'label' ('\(label)')"
    }

    static func resultValueNotSendable(_ type: String, part: String) -> String {
        let what = type == part ? "'\(type)'" : "'\(type)' holds '\(part)', which"
        return "result values must be Sendable, since a result can be awaited, and \(what) is not; "
            + "use @Sendable or @MainActor for a function type"
    }

    static func missingWhenLeft(coordinator: String, cases: [String]) -> String {
        "the result of coordinator '\(coordinator)' needs 'whenLeft': the case it hands over when it ends without a "
            + "finish (the back button, a swipe-down, its parent ending), one of: \(cases.joined(separator: ", "))"
    }

    static func whenLeftHasValues(_ name: String) -> String {
        "'whenLeft' case '\(name)' has values, and nothing fills them when the flow ends on its own; "
            + "name a case without values"
    }

    static func finishNeedsCase(action: String, screen: String, coordinator: String, cases: [String]) -> String {
        "action '\(action)' of screen '\(screen)' finishes coordinator '\(coordinator)', which has a result; "
            + "say which case it ends with, \"finish\": \"\(cases.first ?? "case")\" (one of: "
            + cases.joined(separator: ", ") + ")"
    }

    static func finishCaseWithoutResult(_ name: String, action: String, coordinator: String) -> String {
        "action '\(action)' finishes with '\(name)', but coordinator '\(coordinator)' has no result; "
            + "add a 'result' to it or use \"finish\": true"
    }

    static func unknownResultCase(_ name: String, coordinator: String, known: [String]) -> String {
        if let suggestion = Suggestions.closest(to: name, in: known) {
            return "the result of coordinator '\(coordinator)' has no case '\(name)'; did you mean '\(suggestion)'?"
        }
        return "the result of coordinator '\(coordinator)' has no case '\(name)'; its cases are: "
            + known.joined(separator: ", ")
    }

    static func resultValueUnfilled(_ value: String, resultCase: String, action: String) -> String {
        "action '\(action)' finishes with '\(resultCase)' but nothing fills its value '\(value)'; add a parameter "
            + "named '\(value)' or a 'pass' entry for it"
    }

    static func resultValueMismatch(
        _ value: String, resultCase: String, expected: String, parameter: String, found: String
    ) -> String {
        "value '\(value)' of '\(resultCase)' is \(expected), but parameter '\(parameter)' that fills it is \(found)"
    }

    static func dismissWithoutPresentation(action: String, screen: String, coordinator: String) -> String {
        "action '\(action)' of screen '\(screen)' dismisses, but coordinator '\(coordinator)' is not started modally "
            + "and never presents '\(screen)' or a screen that pushes it, so there is nothing to dismiss; "
            + "use 'pop' or 'finish'"
    }

    static func coordinatorNeverStarted(_ name: String) -> String {
        "coordinator '\(name)' is never started: it is not the app's root or a tab, and no action starts it"
    }

    static func screenNeverShown(_ name: String) -> String {
        "screen '\(name)' is never shown: no coordinator starts at it and no action pushes or presents it"
    }

    // MARK: Authoring commands

    static func newCoordinatorCannotShow(_ coordinator: String, screen: String) -> String {
        "the new coordinator '\(coordinator)' starts at the new screen, so it does not show '\(screen)'; --coordinator "
            + "names the flow that shows --from"
    }

    static func unknownCoordinatorForScreen(_ name: String, known: [String]) -> String {
        let suggestion = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return "no coordinator named '\(name)'\(suggestion) (--new-coordinator creates it, starting at the new screen)"
    }

    static func childCoordinatorExists(_ child: String, start: String) -> String {
        "coordinator '\(child)' already exists; --start-child creates a new flow that starts at '\(start)'"
    }

    static func coordinatorExists(_ name: String) -> String {
        "a coordinator named '\(name)' already exists"
    }

    static func inputsForExistingScreen(_ screen: String) -> String {
        "screen '\(screen)' exists already; --input adds inputs only to a new screen"
    }

    static func screenShownByNoCoordinator(_ screen: String) -> String {
        "screen '\(screen)' is not shown by any coordinator, so nothing could run its action"
    }

    static let modalNeedsAction = "--modal needs --from and --action: it says how that action starts the flow"

    static func tabNeedsTabsApp(hasFlows: Bool) -> String {
        hasFlows
            ? "--tab needs an app with 'tabs'; this manifest's app has top-level flows, so add the coordinator to a "
                + "tab bar's 'tabs' in app.tabBars"
            : "--tab needs an app with tabs; this manifest's app has a root coordinator"
    }

    static func screenNotShownBy(_ screen: String, coordinator: String) -> String {
        "screen '\(screen)' is not shown by coordinator '\(coordinator)'"
    }

    static func actionExists(_ action: String, screen: String) -> String {
        "screen '\(screen)' already has an action named '\(action)'"
    }

    static func tabListedTwice(_ tab: String) -> String {
        "tab '\(tab)' is listed twice"
    }
}
