import Generator
import Templates

/// How an action appears in UIKit code beyond its signature (`ActionModel.methodParameters`, `arguments(values:)`,
/// `closureType`): its method, its awaiting form, its enum case and its summary.
enum ActionCode {
    /// The requirement (no body) or method (with `body`) for `action`.
    static func method(_ action: ActionModel, documentation: [String], body: [Statement]?) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation,
            name: action.method,
            parameters: action.methodParameters,
            body: body)
    }

    /// `func chooseLanguage() async -> LanguageListResult`: the form of an action that awaits the result of the flow
    /// it starts. `body` is `nil` for a protocol requirement. It is the coordinator's method, named `method`, unless
    /// `name` says otherwise (the screen's own form in closures style has the action's name).
    static func awaitingMethod(
        _ action: ActionModel, named name: String? = nil, result: StartedResult, documentation: [String],
        body: [Statement]?
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation, name: name ?? action.method, parameters: action.methodParameters,
            isAsync: true,
            returnType: result.typeName, body: body)
    }

    /// The body of the awaiting form: the task waits until the flow hands over its result, or until the waiter is
    /// released unused (the flow was dropped) and resumes it with `whenLeft`. `start` makes the call that starts the
    /// flow from the handler to pass it.
    static func awaitingBody(_ result: StartedResult, start: (_ handler: String) -> Statement) -> [Statement] {
        [
            .block(
                opener: "await withCheckedContinuation { \(Local.continuation) in",
                body: [
                    .line(
                        "let waiter = \(result.waiterType)(continuation, whenLeft: \(result.typeName).\(result.whenLeft))"
                    ),
                    start("{ \(Local.waiter).resume(with: $0) }"),
                ])
        ]
    }

    /// The case named `name` for `action`, with its parameters as associated values: of the screen's event enum
    /// (events style, the action's name), or of a test double's calls (the coordinator's method).
    static func enumCase(_ action: ActionModel, named name: String) -> EnumCaseDeclaration {
        EnumCaseDeclaration(
            name: name,
            associatedValues: action.parameters.map { parameter in
                AssociatedValue(
                    label: parameter.argumentLabel == "_" ? nil : parameter.argumentLabel,
                    type: parameter.type.canonical)
            })
    }

    /// How a popover or a sheet with a compact style shows, as a clause: ", in a popover (full screen on a compact
    /// width)"; empty without a compact style.
    private static func compactAdaptation(_ transition: TransitionModel) -> String {
        let compact: String? =
            switch transition.compactStyle {
            case .fullScreen?: "full screen on a compact width"
            case .overFullScreen?: "over the full screen on a compact width"
            case .popover?: "on a compact width too"
            case nil: nil
            }
        let shown = transition.modalStyle == .popover ? "popover" : "sheet"
        return compact.map { ", in a \(shown) (\($0))" } ?? ""
    }

    /// One sentence saying what the action does, for documentation comments.
    /// `OpenVaultChoice`: the enum of what an action that chooses may run, nested in the coordinator.
    static func choiceType(_ action: ActionModel) -> String {
        Constants.upperFirst(action.method) + "Choice"
    }

    /// `chooseOpenVault`: the method of yours that chooses what the action runs.
    static func chooser(_ action: ActionModel) -> String {
        RuntimeNames.choose + Constants.upperFirst(action.method)
    }

    static func summary(_ action: ActionModel) -> String {
        "On \(action.screen), `\(action.selector)` \(effect(action))."
    }

    /// What the action does, as a verb phrase: "pushes Detail".
    static func effect(_ action: ActionModel) -> String {
        let what: String
        switch action.navigation {
        case .push(let screen, _):
            what =
                "pushes \(screen)"
                + (action.removing.isEmpty
                    ? "" : ", taking " + action.removing.joined(separator: " and ") + " off the stack")
        case .present(let screen, _):
            let container =
                action.transition.wraps ? "in its own navigation controller" : "without a navigation controller"
            what = "presents \(screen) modally \(container)" + compactAdaptation(action.transition)
        case .setStack(let screens):
            what = "sets this flow's screens to " + screens.map(\.screen).joined(separator: ", ")
        case .alert(let alert):
            let kind = alert.style == .actionSheet ? "an action sheet" : "an alert"
            what =
                "shows \(kind)" + (alert.title.map { " titled " + $0.documented } ?? "")
                + "; each choice runs its action once the alert has gone"
        case .share(let share):
            what =
                "shows the share sheet with " + share.items.map { "`\($0)`" }.joined(separator: ", ")
                + (share.runs.map { "; `\($0)` hears what the person did, once the sheet has gone" } ?? "")
        case .camera(let runs):
            what = "shows the camera; `\(runs)` gets the photo, or nil, once the camera has gone"
        case .photoPicker(let picker):
            let limit = picker.limit == 0 ? "any number of" : picker.limit == 1 ? "one of" : "up to \(picker.limit) of"
            let kind =
                switch picker.filter {
                case .images?: "the photos"
                case .videos?: "the videos"
                case .livePhotos?: "the live photos"
                case nil: "the photos and videos"
                }
            what =
                "shows the photo picker for \(limit) \(kind); `\(picker.runs)` gets what the person picked (none when "
                + "they cancel), once the picker has gone"
        case .exportFiles(let export):
            what =
                "exports `\(export.files)` through the document picker; `\(export.runs)` gets where the files went, "
                + "once the picker has gone"
        case .importFiles(let importing):
            what =
                "opens copies of files of the types " + importing.types.joined(separator: ", ")
                + " through the document picker; `\(importing.runs)` gets them once the picker has gone"
        case .webAuthentication(let signIn):
            what =
                "signs in on the web at `\(signIn.url)`; `\(signIn.runs)` gets the callback URL, or nil, once the "
                + "browser has gone"
        case .print(let job):
            what =
                "shows the print options for `\(job.item)`"
                + (job.runs.map { "; `\($0)` hears whether it printed, once the options have gone" } ?? "")
        case .choose(let choose):
            what =
                "waits for `\(chooser(action))` to choose " + choose.among.map { "`\($0)`" }.joined(separator: " or ")
                + ", then runs it" + (choose.fallback.map { " (`\($0)` if the choice fails)" } ?? "")
        case .mail(let mail):
            what =
                "shows the mail compose sheet"
                + (mail.runs.map { "; `\($0)` hears how the mail ended, once the sheet has gone" } ?? "")
        case .safari(let safari):
            what =
                "shows the page at `\(safari.url)` in Safari's view controller"
                + (safari.runs.map { "; `\($0)` runs once the person has closed it" } ?? "")
        case .startChild(let coordinator, .detail, _):
            what =
                "starts the \(coordinator) flow in the split view's secondary column, in place of the flow there "
                + "(\(action.transition.presentsOutsideColumns ? "presents" : "pushes") it when this flow is not in an "
                + "earlier column)"
        case .startChild(let coordinator, .supplementary, _):
            what =
                "starts the \(coordinator) flow in the split view's supplementary column, in place of the flow there "
                + "(\(action.transition.presentsOutsideColumns ? "presents" : "pushes") it when this flow is not in the "
                + "primary column)"
        case .startChild(let coordinator, let placement, _):
            let compact = compactAdaptation(action.transition)
            what = "starts the \(coordinator) flow" + (placement.isModal ? " in a modal" : "") + compact
        case .switchTo(let flow): what = "switches the app to the \(flow) flow, ending this one"
        case .selectTab(let tab, let runs):
            what = "shows the \(tab) tab" + (runs.map { ", then runs `\($0)` there" } ?? "")
        case .finish(let finish?) where finish.switchesApp:
            what = "ends this top-level flow: the app coordinator switches to the flow its case names"
        case .finish:
            what =
                "ends this flow and returns to its parent"
                + (action.followUp.map { ", which then runs its starting screen's `\($0.name)`" } ?? "")
        case .pop: what = "goes back one screen"
        case .popToRoot: what = "goes back to this flow's first screen"
        case .dismiss where action.dismissesItsScreen, .close where action.dismissesItsScreen:
            what = "dismisses \(action.screen)"
        case .dismiss: what = "dismisses the modal on top"
        case .close: what = "closes the screen on top as it was shown (pop, dismiss or end of the flow)"
        case .toScreen:
            what = "hands its values to \(action.screen), whose `\(action.ownSelector)` hears them"
        case .custom: what = "is custom: you implement it in an extension of its coordinator"
        }
        return what
    }

    /// A placeholder call for scaffolds: `buySubscription(to: <#Int#>)`.
    static func placeholderArguments(_ action: ActionModel) -> [String] {
        action.arguments(values: action.parameters.map { "<#\($0.type.canonical)#>" })
    }
}
