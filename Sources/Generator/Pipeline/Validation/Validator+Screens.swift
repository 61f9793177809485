import Templates

extension Validator {
    mutating func checkScreen(_ screen: ScreenSpec) {
        checkTypeName(screen.name, kind: "screen")
        let mode = manifest.instantiation(of: screen)
        if let storyboard = screen.storyboard {
            if mode != .storyboard {
                sink.warning(Message.storyboardIgnored(screen: screen.name.value, mode: mode), at: storyboard.offset)
            }
            for (key, value) in [("name", storyboard.name), ("identifier", storyboard.identifier)] {
                if let value, value.value.isBlank {
                    sink.error(Message.emptyValue(key), at: value.offset)
                }
            }
        }
        checkDuplicates(screen.inputs.map(\.name), kind: "input")
        for input in screen.inputs {
            checkMemberName(input.name, kind: "input")
            checkType(input.type)
            if input.isWeak?.value == true {
                checkWeakInput(input)
            }
            if let defaultValue = input.defaultValue {
                checkDefault(defaultValue, type: input.type)
            }
            if backend.screenClassMembers.contains(input.name.value) {
                sink.error(
                    Message.inputClashesWithScreenClass(input.name.value, superclass: backend.screenSuperclass),
                    at: input.name.offset)
            }
        }
        checkDuplicates(screen.actions.map(\.name), kind: "action")
        let style = manifest.style(of: screen)
        for action in screen.actions {
            checkAction(action, of: screen, style: style)
            // One implementation serves every flow that shows the screen, and each flow has its own result type.
            if let shared = sharedScreens[screen.name.value], let resultCase = action.finishCase {
                sink.error(
                    Message.sharedFinishWithResult(
                        action.name.value, screen: screen.name.value, sharedBy: shared, resultCase: resultCase.value),
                    at: resultCase.offset)
            }
            if let shared = sharedScreens[screen.name.value], let then = action.then {
                sink.error(
                    Message.sharedFinishWithThen(action.name.value, screen: screen.name.value, sharedBy: shared),
                    at: then.offset)
            }
        }
        checkScreenMembers(screen, style: style)
        if mode == .swiftUI {
            checkSwiftUIScreen(screen)
        }
        if manifest.hasViewModel(screen) {
            checkViewModelTypes(screen)
        }
    }

    /// A view model imports Foundation only, so nothing it holds or passes may be a UIKit type.
    private mutating func checkViewModelTypes(_ screen: ScreenSpec) {
        let types = screen.inputs.compactMap(\.type) + screen.actions.flatMap { $0.parameters.compactMap(\.type) }
        for type in types where namesFrameworkType(type.value) {
            sink.error(
                Message.viewModelUsesFrameworkType(type.value, screen: screen.name.value, framework: backend.module),
                at: type.offset)
        }
    }

    /// A default is one expression of the subset ``DefaultExpression`` reads, and its literal fits the input's type.
    private mutating func checkDefault(_ defaultValue: Located<String>, type: Located<String>?) {
        checkExpression(
            defaultValue, type: type, invalid: Message.invalidDefault, mismatch: Message.defaultTypeMismatch)
    }

    /// `text` is one expression of the subset ``DefaultExpression`` reads, and its literal fits `type`; `invalid` and
    /// `mismatch` word the problem, from the expression and the reason.
    private mutating func checkExpression(
        _ text: Located<String>, type: Located<String>?, invalid: (String, String) -> Message,
        mismatch: (String, String) -> Message
    ) {
        switch DefaultExpression.parse(text.value) {
        case .failure(let error):
            sink.error(invalid(text.value, error.reason), at: text.offset)
        case .success(let expression):
            guard let type, case .success(let parsed) = types.parse(type.value),
                let problem = expression.mismatch(with: parsed, frameworkTypes: frameworkTypes)
            else { return }
            sink.error(mismatch(text.value, problem), at: text.offset)
        }
    }

    mutating func checkAction(_ action: ActionSpec, of screen: ScreenSpec, style: Style) {
        checkMemberName(action.name, kind: "action")
        if backend.isCoordinatorMember(action.name.value) {
            sink.error(Message.reservedActionName(action.name.value), at: action.name.offset)
        } else if action.name.value == Constants.flowResult {
            sink.error(Message.actionNamedResult, at: action.name.offset)
        }
        if let protocolName = action.protocolName {
            if style.behaviour.groupsActionsIntoProtocols {
                checkTypeName(protocolName, kind: "protocol")
            } else {
                sink.warning(
                    Message.protocolIgnored(screen: screen.name.value, style: style.rawValue),
                    at: protocolName.offset)
            }
        }
        checkDuplicates(action.parameters.map(\.name), kind: "parameter")
        var labels: [Located<String>] = []
        for parameter in action.parameters {
            checkMemberName(parameter.name, kind: "parameter")
            checkType(parameter.type)
            if let label = parameter.label {
                if label.value != "_", let problem = SwiftNames.labelProblem(label.value) {
                    sink.error(Message.invalidName(label.value, kind: "label", problem: problem), at: label.offset)
                }
                if label.value != "_" {
                    labels.append(label)
                }
            } else {
                labels.append(parameter.name)
            }
        }
        checkDuplicates(labels, kind: "argument label")
        checkNavigation(action, of: screen)
    }

    /// `animated` and the keys that set up a presented stack must fit the navigation they change.
    private mutating func checkTransition(_ action: ActionSpec, navigation: NavigationSpec, on screen: ScreenSpec) {
        if let animated = action.animated, navigation == .custom {
            sink.error(Message.animatedOnCustom, at: animated.offset)
        }
        if let animated = action.animated, navigation.kind == .choose {
            sink.error(Message.animatedOnChoose, at: animated.offset)
        }
        if let wrap = action.wrap, navigation.kind != .present {
            sink.error(Message.wrapWithoutPresent(navigation: navigation.key), at: wrap.offset)
        }
        let presents: Bool
        switch navigation {
        case .present: presents = true
        case .startChild, .showDetail, .showSupplementary: presents = action.modal?.value == true
        case .push, .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail,
            .webAuthentication, .print,
            .choose, .switchTo, .selectTab, .finish, .pop, .popToRoot, .dismiss,
            .close,
            .toScreen, .custom:
            presents = false
        }
        if !presents {
            if let style = action.modalPresentationStyle {
                sink.error(Message.presentationNeedsModal(key: "modalPresentationStyle"), at: style.offset)
            }
            if let detents = action.detents {
                sink.error(Message.presentationNeedsModal(key: "detents"), at: detents.offset)
            }
            if let transition = action.modalTransitionStyle {
                sink.error(Message.presentationNeedsModal(key: "modalTransitionStyle"), at: transition.offset)
            }
            if let modal = action.modalInPresentation {
                sink.error(Message.presentationNeedsModal(key: "modalInPresentation"), at: modal.offset)
            }
            if let compact = action.compactStyle {
                sink.error(Message.presentationNeedsModal(key: "compactStyle"), at: compact.offset)
            }
            if let regular = action.regularStyle {
                sink.error(Message.presentationNeedsModal(key: "regularStyle"), at: regular.offset)
            }
            if let grabber = action.grabber {
                sink.error(Message.presentationNeedsModal(key: "grabber"), at: grabber.offset)
            }
            return
        }
        checkRegularStyle(of: action)
        if let compact = action.compactStyle {
            let style = action.modalPresentationStyle?.value
            if style?.takesCompactStyle != true {
                sink.error(Message.compactStyleNeedsAdaptiveStyle(style: style?.rawValue), at: compact.offset)
            } else if compact.value == .popover, let style, style != .popover {
                sink.error(Message.compactPopoverOfSheet(style: style.rawValue), at: compact.offset)
            }
        }
        if let detents = action.detents {
            if let style = action.modalPresentationStyle, !style.value.isSheet {
                sink.error(Message.detentsNeedSheet(style: style.value.rawValue), at: detents.offset)
            }
            var seen: Set<String> = []
            for detent in detents.value where !seen.insert(detent.value.rawValue).inserted {
                sink.error(Message.duplicateDetent(detent.value.rawValue), at: detent.offset)
            }
        }
        // A popover points at what the screen passes.
        if let style = action.modalPresentationStyle, style.value == .popover {
            checkSender(of: action, on: screen, at: style.offset)
        }
        if let style = action.modalPresentationStyle, style.value == .custom, case .startChild = navigation {
            sink.error(Message.customPresentationOfFlow, at: style.offset)
        }
    }

    private mutating func checkNavigation(_ action: ActionSpec, of screen: ScreenSpec) {
        guard let navigation = action.navigations.first else {
            sink.error(Message.noNavigation(action: action.name.value), at: action.name.offset)
            return
        }
        if action.navigations.count > 1 {
            sink.error(
                Message.severalNavigations(action: action.name.value, keys: action.navigations.map(\.value.key)),
                at: action.navigations[1].offset)
        }
        var destination: (screens: [ScreenSpec], place: Located<String>)?
        // What the key's value names decides what it must refer to.
        switch (navigation.value.kind.value, navigation.value.destination) {
        case (.screen, let name?):
            if checkScreenReference(name), let target = screens[name.value] {
                destination = ([target], name)
            }
        case (.screens, _):
            let names = navigation.value.shownScreens
            if names.isEmpty {
                sink.error(Message.emptySetStack, at: navigation.offset)
            }
            let targets = names.filter { checkScreenReference($0) }.compactMap { screens[$0.value] }
            if let last = names.last, targets.count == names.count, !targets.isEmpty {
                destination = (targets, last)
            }
        case (.coordinator, let name?):
            if navigation.value.kind == .showDetail, manifest.app?.allSplits.isEmpty != false {
                sink.error(Message.showDetailNeedsSplit, at: navigation.offset)
            }
            if navigation.value.kind == .showSupplementary,
                manifest.app?.allSplits.contains(where: { $0.supplementary != nil }) != true
            {
                sink.error(Message.showSupplementaryNeedsColumn, at: navigation.offset)
            }
            if checkCoordinatorReference(name), let child = coordinators[name.value], let start = child.start,
                let target = screens[start.value]
            {
                destination = ([target], name)
            }
            if coordinators[name.value]?.result != nil,
                manifest.app?.flows?.contains(where: { $0.value == name.value }) == true
            {
                sink.error(Message.startsTopLevelFlowWithResult(name.value), at: name.offset)
            }
        case (.topLevelFlow, let name?):
            checkSwitchTarget(name)
        case (.tab, let name?):
            checkSelectedTab(name, runs: action.runs, of: action)
        case (.alert, _):
            if case .alert(let alert) = navigation.value {
                checkAlert(alert, of: action, on: screen)
            }
        case (.share, _):
            if case .share(let share) = navigation.value {
                checkShare(share, of: action, on: screen, at: navigation.offset)
            }
        case (.camera, _):
            if case .camera(let camera) = navigation.value {
                checkCamera(camera, of: action, on: screen)
            }
        case (.photoPicker, _):
            if case .photoPicker(let picker) = navigation.value {
                checkPhotoPicker(picker, of: action, on: screen, at: navigation.offset)
            }
        case (.importFiles, _):
            if case .importFiles(let importing) = navigation.value {
                checkImportFiles(importing, of: action, on: screen, at: navigation.offset)
            }
        case (.safari, _):
            if case .safari(let safari) = navigation.value {
                checkSafari(safari, of: action, on: screen)
            }
        case (.webAuthentication, _):
            if case .webAuthentication(let signIn) = navigation.value {
                checkWebAuthentication(signIn, of: action, on: screen)
            }
        case (.mail, _):
            if case .mail(let mail) = navigation.value {
                checkMail(mail, of: action, on: screen)
            }
        case (.choice, _):
            if case .choose(let choose) = navigation.value {
                checkChoose(choose, of: action, on: screen)
            }
        case (.exportFiles, _):
            if case .exportFiles(let export) = navigation.value {
                checkExportFiles(export, of: action, on: screen, at: navigation.offset)
            }
        case (.print, _):
            if case .print(let job) = navigation.value {
                checkPrint(job, of: action, on: screen, at: navigation.offset)
            }
        case (.flag, _) where navigation.value == .toScreen:
            checkToScreen(action, on: screen, at: navigation.offset)
        case (.flag, _), (.flagOrResultCase, _), (.screen, nil), (.coordinator, nil), (.topLevelFlow, nil), (.tab, nil):
            break
        }
        if let modal = action.modal, ![.startChild, .showDetail, .showSupplementary].contains(navigation.value.kind) {
            sink.error(Message.modalWithoutStartChild, at: modal.offset)
        }
        if let runs = action.runs, navigation.value.kind != .selectTab {
            sink.error(Message.runsWithoutSelectTab(navigation: navigation.value.key), at: runs.offset)
        }
        if let then = action.then, navigation.value.kind != .finish {
            sink.error(Message.thenWithoutFinish(navigation: navigation.value.key), at: then.offset)
        }
        if let removing = action.removing {
            if navigation.value.kind != .push {
                sink.error(Message.removingWithoutPush(navigation: navigation.value.key), at: removing.offset)
            }
            var named: Set<String> = []
            for name in removing.value where checkScreenReference(name) && !named.insert(name.value).inserted {
                sink.error(Message.removingTwice(name.value), at: name.offset)
            }
        }
        if let resultTo = action.resultTo {
            if startedResultFlow(of: action) == nil || containers[screen.name.value] == nil {
                sink.error(Message.resultToWithoutEmbeddedResultFlow(screen: screen.name.value), at: resultTo.offset)
            }
        }
        checkTransition(action, navigation: navigation.value, on: screen)
        guard let destination else {
            // A finish that names a result case fills the case's values with `pass`, from the action's parameters.
            if let passOffset = action.passOffset, !navigation.value.kind.value.showsScreen, action.finishCase == nil {
                sink.error(Message.passWithoutDestination(navigation: navigation.value.key), at: passOffset)
            }
            if action.finishCase != nil {
                for entry in action.pass where entry.parameter == nil {
                    sink.error(Message.passSourceInFinish(entry.input.value), at: entry.sourceText.offset)
                }
            }
            return
        }
        checkDataPassing(action, of: screen, to: destination.screens, at: destination.place)
    }

    /// Every input of each of `destinations` must be filled by a parameter of the same name, a `pass` entry or a
    /// default, of its type. A `pass` entry may name a parameter, an input of `screen` (the action's) or give a value;
    /// it fills the input of its name in every destination that has one.
    private mutating func checkDataPassing(
        _ action: ActionSpec, of screen: ScreenSpec, to destinations: [ScreenSpec], at place: Located<String>
    ) {
        guard let last = destinations.last else { return }
        var inputs: [String] = []
        for destination in destinations {
            inputs += destination.inputs.map(\.name.value).filter { !inputs.contains($0) }
        }
        let parameters = action.parameters.map(\.name.value)
        for entry in action.pass {
            if !inputs.contains(entry.input.value) {
                sink.error(
                    Message.unknownPassInput(entry.input.value, screen: last.name.value, known: inputs),
                    at: entry.input.offset)
            }
            switch entry.source {
            case .named(let name) where !parameters.contains(name.value):
                sink.error(
                    Message.unknownPassParameter(name.value, action: action.name.value, known: parameters),
                    at: name.offset)
            case .input(let name) where !screen.inputs.contains(where: { $0.name.value == name.value }):
                sink.error(
                    Message.unknownReference(
                        name.value, kind: "input of screen '\(screen.name.value)'",
                        known: screen.inputs.map(\.name.value)),
                    at: name.offset)
            case .input(let name) where containers[screen.name.value] != nil:
                // The coordinator reads the input from the screen of its stacks that asked; an embedded one is not
                // there.
                sink.error(
                    Message.passFromEmbeddedScreenInput(name.value, screen: screen.name.value), at: name.offset)
            case .value(let expression):
                for destination in destinations {
                    if let input = destination.inputs.first(where: { $0.name.value == entry.input.value }) {
                        checkPassedValue(expression, to: input)
                    }
                }
            case .named, .input:
                break
            }
        }
        for destination in destinations {
            checkInputsFilled(of: destination, by: action, of: screen, at: place)
        }
    }

    /// Each input of `destination` is filled, with its type.
    private mutating func checkInputsFilled(
        of destination: ScreenSpec, by action: ActionSpec, of screen: ScreenSpec, at place: Located<String>
    ) {
        for input in destination.inputs {
            switch DataPassing.source(of: input, in: action, on: screen) {
            case .parameter(let parameter, let viaPass):
                guard let mismatch = typeMismatch(input.type, parameter.type) else { continue }
                let message = Message.passTypeMismatch(
                    parameter: parameter.name.value, parameterType: mismatch.found,
                    input: input.name.value, screen: destination.name.value, inputType: mismatch.expected)
                sink.error(message, at: viaPass?.sourceText.offset ?? parameter.type?.offset ?? parameter.offset)
            case .screenInput(let own, let viaPass):
                guard let mismatch = typeMismatch(input.type, own.type) else { continue }
                sink.error(
                    Message.passInputMismatch(
                        own.name.value, screen: screen.name.value, found: mismatch.found, input: input.name.value,
                        destination: destination.name.value, expected: mismatch.expected),
                    at: viaPass.sourceText.offset)
            case .value, .defaultValue, .brokenPass:
                continue
            case .unfilled:
                sink.error(
                    Message.inputUnfilled(
                        input: input.name.value, screen: destination.name.value,
                        action: action.name.value), at: place.offset)
            }
        }
    }

    /// The flow with a result that `action` starts, by its name where the action names it; `nil` for any other action.
    func startedResultFlow(of action: ActionSpec) -> Located<String>? {
        guard let child = action.navigations.first?.value.startedFlow, coordinators[child.value]?.result != nil
        else { return nil }
        return child
    }

    /// The two types' canonical spellings when both parse and differ.
    mutating func typeMismatch(_ expected: Located<String>?, _ found: Located<String>?) -> (
        expected: String, found: String
    )? {
        guard let expected, let found, case .success(let expectedType) = types.parse(expected.value),
            case .success(let foundType) = types.parse(found.value), expectedType.canonical != foundType.canonical
        else { return nil }
        return (expectedType.canonical, foundType.canonical)
    }

    /// A passed value is one expression of the subset ``DefaultExpression`` reads, and its literal fits the input's
    /// type, as a default must.
    mutating func checkPassedValue(_ value: Located<String>, to input: InputSpec?) {
        checkExpression(
            value, type: input?.type, invalid: Message.invalidPassedValue,
            mismatch: { Message.passedValueMismatch($0, input: input?.name.value ?? "", problem: $1) })
    }

    /// A screen's generated base class must not declare the same member twice.
    private mutating func checkScreenMembers(_ screen: ScreenSpec, style: Style) {
        // Who declares each member, and where the manifest writes the name (to point at it when something generated
        // takes it); the owner is said in words only when two clash, since most screens have no clash.
        var members: [String: (owner: MemberOwner, place: Int?)] = [:]
        let actions = screen.actions.map(\.name)
        let baseClassMembers = style.behaviour.baseClassMembers(actions: actions.map(\.value))
        for input in screen.inputs {
            members[input.name.value] = (.input(input.name.value), input.name.offset)
        }
        for (member, action) in baseClassMembers {
            guard let name = actions.first(where: { $0.value == action }) else { continue }
            if let other = members[member] {
                sink.error(
                    Message.memberClash(member, first: other.owner.description, second: "action '\(action)'"),
                    at: name.offset)
            }
            members[member] = (.action(action), name.offset)
        }
        // What embedding and messages add to the base class.
        var generated: [(member: String, owner: String, at: Int)] = []
        var embedNames: Set<String> = []
        // A repeated embed name is reported as a duplicate once, not for each member it adds.
        for embed in screen.embeds where embedNames.insert(embed.name.value).inserted {
            let owner = "embed '\(embed.name.value)'"
            let view =
                embed.containerView
                ?? Located(value: Constants.embedContainerView(embed.name.value), offset: embed.name.offset)
            generated += [
                (embed.name.value, owner, embed.name.offset),
                (view.value, "the container view of \(owner)", view.offset),
                (Constants.embedConnection(embed.name.value), owner, embed.name.offset),
                (Constants.embedSegueAction(embed.name.value), owner, embed.name.offset),
            ]
        }
        // `delegate` and `viewModel` are coordgen's names: a clash points at the name to change.
        var fixedNames: Set<String> = []
        if let message = screen.messages.first {
            generated.append(("delegate", "the messages of screen '\(screen.name.value)'", message.name.offset))
            fixedNames.insert("delegate")
        }
        if manifest.hasViewModel(screen) {
            generated.append(("viewModel", "the screen's view model", screen.viewModel?.offset ?? screen.name.offset))
            fixedNames.insert("viewModel")
        }
        if let wrap = unwrappedScreens[screen.name.value] {
            generated.append(
                (backend.unwrappedScreenMember, "its presentation without a navigation controller", wrap.offset))
            fixedNames.insert(backend.unwrappedScreenMember)
        }
        for entry in generated {
            let other = members[entry.member]
            if let other {
                let at = fixedNames.contains(entry.member) ? other.place ?? entry.at : entry.at
                sink.error(
                    Message.memberClash(entry.member, first: other.owner.description, second: entry.owner), at: at)
            }
            // The manifest's place of a name stays with it when something generated takes the name too.
            members[entry.member] = (.described(entry.owner), other?.place)
        }
    }
}

/// What declares a member of a screen's base class, as a clash message names it.
private enum MemberOwner {
    case input(String)
    case action(String)
    case described(String)

    var description: String {
        switch self {
        case .input(let name): "input '\(name)'"
        case .action(let name): "action '\(name)'"
        case .described(let text): text
        }
    }
}

// MARK: Messages

extension Message {
    static let showDetailNeedsSplit = Message(
        .showDetailNeedsSplit,
        "'showDetail' starts a flow in a split view's secondary column, and this app has no split view; add app.split "
            + "(or a split view to app.splits), or use 'startChild'")

    static let showSupplementaryNeedsColumn = Message(
        .showSupplementaryNeedsColumn,
        "'showSupplementary' starts a flow in a split view's supplementary column, and this app has none; add a "
            + "'supplementary' column to a split view, or use 'startChild'")

    static func startsTopLevelFlowWithResult(_ name: String) -> Message {
        Message(
            .startsTopLevelFlowWithResult,
            "coordinator '\(name)' is a top-level flow whose result switches the app, so it cannot be started as a child; "
                + "use 'switchTo', or start a flow of its own")
    }

    static func invalidDefault(_ expression: String, problem: String) -> Message {
        Message(.invalidDefault, "'\(expression)' cannot be used as a default: \(problem)")
    }

    static func defaultTypeMismatch(_ expression: String, problem: String) -> Message {
        Message(.defaultTypeMismatch, "'\(expression)' cannot be this input's default: \(problem)")
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

    static func resultToWithoutEmbeddedResultFlow(screen: String) -> Message {
        Message(
            .resultToWithoutEmbeddedResultFlow,
            "'resultTo' applies to an embedded screen's action that starts a flow with a result, and '\(screen)' "
                + "is not embedded or the action starts no such flow")
    }

    static func memberClash(_ name: String, first: String, second: String) -> Message {
        Message(
            .memberClash,
            "'\(name)' would be declared twice in the view controller: by \(first) and by \(second); rename one")
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

    static func storyboardIgnored(screen: String, mode: InstantiationMode) -> Message {
        Message(
            .storyboardIgnored,
            "'storyboard' is ignored: screen '\(screen)' is created in code (\"viewControllers\": \"\(mode.rawValue)\")"
        )
    }

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

    static let animatedOnCustom = Message(
        .animatedOnCustom, "'animated' does nothing on a custom action: your implementation chooses the animation")

    static func presentationNeedsModal(key: String) -> Message {
        Message(.presentationNeedsModal, "'\(key)' applies only to 'present' and to 'startChild' with \"modal\": true")
    }

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

    static func passWithoutDestination(navigation: String) -> Message {
        Message(.passWithoutDestination, "'pass' has no effect: '\(navigation)' shows no new screen")
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

    static let emptySetStack = Message(
        .emptySetStack, "'setStack' is empty; list the screens the flow's stack is set to")

    static func removingTwice(_ name: String) -> Message {
        Message(.removingTwice, "'removing' names screen '\(name)' twice; once takes every '\(name)' off")
    }

    static func removingWithoutPush(navigation: String) -> Message {
        Message(
            .removingWithoutPush,
            "'removing' applies only to 'push', which takes the named screens off the stack as it pushes; "
                + "'\(navigation)' does not")
    }

    static func runsWithoutSelectTab(navigation: String) -> Message {
        Message(
            .runsWithoutSelectTab,
            "'runs' names what a 'selectTab' runs in its tab, and this action has '\(navigation)'; remove 'runs'")
    }
}
