import Templates

/// SwiftUI screens (`"viewControllers": "swiftui"`): a SwiftUI view of the user's, which a generated hosting controller
/// shows with the screen's view model.
extension Validator {
    /// The SwiftUI view types whose names end like a screen's view: a screen's view of the same name would hide
    /// SwiftUI's in the whole module.
    static let swiftUIViewTypes: Set<String> = [
        "AnyView", "EmptyView", "EquatableView", "HSplitView", "NavigationSplitView", "NavigationView", "ProgressView",
        "ScrollView", "SubscriptionView", "TabView", "TimelineView", "TupleView", "VSplitView",
    ]

    /// The view reaches the coordinator through the view model, so the screen has one; its view has a name of its own;
    /// and it neither holds embedded screens nor tells a container anything, which only a view controller does.
    mutating func checkSwiftUIScreen(_ screen: ScreenSpec) {
        let name = screen.name.value
        if let viewModel = screen.viewModel, !viewModel.value {
            sink.error(Message.swiftUIWithoutViewModel(name), at: viewModel.offset)
        }
        let view = Constants.screenView(name)
        if Self.swiftUIViewTypes.contains(view) {
            sink.error(Message.swiftUIViewShadows(name, view: view), at: screen.name.offset)
        }
        let embedded =
            screen.embeds.map { ($0.name.value, $0.offset) }
            + screen.embeddedFlows.map {
                ($0.name.value, $0.offset)
            }
        if let (embed, offset) = embedded.min(by: { $0.1 < $1.1 }) {
            sink.error(Message.swiftUIContainer(name, embed: embed), at: offset)
        }
        if let message = screen.messages.first {
            sink.error(Message.swiftUIMessages(name, message: message.name.value), at: message.offset)
        }
    }
}

// MARK: Messages

extension Message {
    static func swiftUIWithoutViewModel(_ screen: String) -> Message {
        Message(
            .swiftUIWithoutViewModel,
            "screen '\(screen)' is a SwiftUI view, which reaches its coordinator through its view model; remove "
                + "\"viewModel\": false")
    }

    static func swiftUIViewShadows(_ screen: String, view: String) -> Message {
        Message(
            .swiftUIViewShadows,
            "screen '\(screen)' is a SwiftUI view named '\(view)', which would hide SwiftUI's '\(view)' in the whole "
                + "module; rename the screen")
    }

    static func swiftUIContainer(_ screen: String, embed: String) -> Message {
        Message(
            .swiftUIContainer,
            "screen '\(screen)' is a SwiftUI view, and its hosting controller has no view to embed '\(embed)' in; make "
                + "'\(screen)' a UIKit screen (\"viewControllers\": \"code\"), or show it inside the view yourself")
    }

    static func swiftUIMessages(_ screen: String, message: String) -> Message {
        Message(
            .swiftUIMessages,
            "screen '\(screen)' is a SwiftUI view, which cannot reach the container's delegate to send '\(message)'; "
                + "make '\(screen)' a UIKit screen (\"viewControllers\": \"code\"), or let its view model tell the "
                + "coordinator")
    }
}
