/// A parameter of an action to add: `label:name:Type` or `name:Type` on the command line.
public struct ParameterRequest: Equatable, Sendable {
    public var label: String?
    public var name: String
    public var type: String

    /// Creates a parameter request.
    public init(label: String?, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// An input of a screen to add: `name:Type` or `name:Type=default` on the command line.
public struct InputRequest: Equatable, Sendable {
    public var name: String
    public var type: String
    public var defaultValue: String?

    /// Creates an input request.
    public init(name: String, type: String, defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// How the new action reaches the new screen.
public enum NavigationRequest: Equatable, Sendable {
    case push
    case present
    /// Starts the named coordinator, which is created with the new screen as its start.
    case startChild(String)
}

/// An action to add to an existing screen.
public struct ActionRequest: Equatable, Sendable {
    /// The screen that gets the action.
    public var screen: String
    public var name: String
    /// Empty means: one parameter per input of the destination that has no default.
    public var parameters: [ParameterRequest]
    public var protocolName: String?

    /// Creates an action request.
    public init(screen: String, name: String, parameters: [ParameterRequest] = [], protocolName: String? = nil) {
        self.screen = screen
        self.name = name
        self.parameters = parameters
        self.protocolName = protocolName
    }
}

/// `coordgen add-screen`: a new screen, optionally reached by a new action.
public struct AddScreenRequest: Equatable, Sendable {
    public var name: String
    /// The flow the action belongs to; with push or present, the flow the screen joins.
    public var coordinator: String
    /// Whether `coordinator` is a new flow, created with the new screen as its start. Without it, a coordinator that
    /// does not exist is refused, so that a misspelt name never creates a flow.
    public var createsCoordinator: Bool
    public var inputs: [InputRequest]
    public var action: ActionRequest?
    public var navigation: NavigationRequest
    public var modal: Bool
    /// With a present: `false` presents the new screen itself, without a navigation controller.
    public var wraps: Bool
    public var style: Style?
    /// Whether the new screen is a SwiftUI view of the user's (`"viewControllers": "swiftui"`).
    public var swiftUI: Bool

    /// Creates an add-screen request.
    public init(
        name: String, coordinator: String, inputs: [InputRequest] = [], action: ActionRequest? = nil,
        navigation: NavigationRequest = .push, modal: Bool = false, wraps: Bool = true, style: Style? = nil,
        swiftUI: Bool = false, createsCoordinator: Bool = false
    ) {
        self.swiftUI = swiftUI
        self.wraps = wraps
        self.createsCoordinator = createsCoordinator
        self.name = name
        self.coordinator = coordinator
        self.inputs = inputs
        self.action = action
        self.navigation = navigation
        self.modal = modal
        self.style = style
    }
}

/// A tab for a new coordinator.
public struct TabRequest: Equatable, Sendable {
    public var title: String
    public var systemItem: String?
    public var image: String?

    /// Creates a tab request.
    public init(title: String, systemItem: String? = nil, image: String? = nil) {
        self.title = title
        self.systemItem = systemItem
        self.image = image
    }
}

/// A split view's column that an action shows a new flow in.
public enum SplitColumnRequest: Sendable, Equatable {
    /// The secondary column: `showDetail`.
    case secondary
    /// The supplementary column of a split view with three columns: `showSupplementary`.
    case supplementary

    /// The navigation that shows a flow in this column.
    var navigation: NavigationKind {
        switch self {
        case .secondary: .showDetail
        case .supplementary: .showSupplementary
        }
    }
}

/// `coordgen add-coordinator`: a new flow, its start screen if it is new, and how it is started.
public struct AddCoordinatorRequest: Equatable, Sendable {
    public var name: String
    public var start: String
    /// Inputs of the start screen, when coordgen creates it.
    public var startInputs: [InputRequest]
    /// An action on a screen of an existing flow that starts this one.
    public var action: ActionRequest?
    public var modal: Bool
    /// The split view's column the action shows the flow in, instead of starting it as a child; `nil` to start it.
    public var column: SplitColumnRequest?
    /// Adds the flow to the app's tabs.
    public var tab: TabRequest?
    /// The result the flow hands back when it ends.
    public var result: ResultRequest?

    /// Creates an add-coordinator request.
    public init(
        name: String, start: String, startInputs: [InputRequest] = [], action: ActionRequest? = nil,
        modal: Bool = false, column: SplitColumnRequest? = nil, tab: TabRequest? = nil, result: ResultRequest? = nil
    ) {
        self.name = name
        self.start = start
        self.startInputs = startInputs
        self.action = action
        self.modal = modal
        self.column = column
        self.tab = tab
        self.result = result
    }
}

/// A flow's result: its cases, each with at most one value named like the case, and the case handed over when the
/// flow is left.
public struct ResultRequest: Equatable, Sendable {
    public struct Case: Equatable, Sendable {
        public var name: String
        /// The type of the case's one value, named like the case; `nil` for a case without values.
        public var valueType: String?

        /// Creates a case.
        public init(name: String, valueType: String? = nil) {
            self.name = name
            self.valueType = valueType
        }
    }

    public var cases: [Case]
    public var whenLeft: String

    /// Creates a result request.
    public init(cases: [Case], whenLeft: String) {
        self.cases = cases
        self.whenLeft = whenLeft
    }
}

/// Why an edit was not made. The manifest is unchanged in every case.
public enum EditFailure: Error, Equatable, Sendable {
    /// The request itself is wrong: an invalid or duplicate name, an unknown screen.
    case request(String)
    /// The manifest has errors already; fix them first.
    case invalidManifest([Diagnostic])
    /// The edited manifest would have these errors (locations are in the edited text).
    case invalidResult([Diagnostic])

    /// The request is wrong, as `message` says.
    static func request(_ message: Message) -> EditFailure {
        .request(message.text)
    }
}

/// An edited manifest, and the warnings it has.
public struct EditResult: Equatable, Sendable {
    public var manifest: [UInt8]
    public var diagnostics: [Diagnostic]
}
