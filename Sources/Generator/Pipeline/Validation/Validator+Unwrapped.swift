/// The rules of a screen presented without a navigation controller (`"wrap": false`). UIKit presents the screen
/// itself, so it has no stack: nothing can be pushed on it, and what it presented would hide what the flow presents
/// next. So it is shown that way only, embeds no screen, and its actions dismiss or close it (the same there), or are
/// custom.
extension Validator {
    mutating func checkUnwrappedScreens() {
        guard !unwrappedScreens.isEmpty else { return }
        for screen in manifest.screens {
            for action in screen.actions {
                for navigation in action.navigations {
                    let shown: [Located<String>]
                    let how: String
                    switch navigation.value {
                    case .push(let name): (shown, how) = ([name], "pushed")
                    case .present(let name) where action.wrap?.value != false:
                        (shown, how) = ([name], "presented in a navigation controller")
                    case .setStack(let names): (shown, how) = (names, "put in a stack")
                    default: (shown, how) = ([], "")
                    }
                    for name in shown where unwrappedScreens[name.value] != nil {
                        sink.error(Message.unwrappedScreenInStack(name.value, shown: how), at: name.offset)
                    }
                }
            }
            for embed in screen.embeds where unwrappedScreens[embed.screen.value] != nil {
                sink.error(
                    Message.unwrappedScreenInStack(embed.screen.value, shown: "embedded"), at: embed.screen.offset)
            }
            guard unwrappedScreens[screen.name.value] != nil else { continue }
            // An embedded screen's actions act on the flow's top stack, and this screen is on none.
            for embed in screen.embeds {
                sink.error(
                    Message.unwrappedScreenEmbeds(screen.name.value, embedded: embed.screen.value),
                    at: embed.screen.offset)
            }
            for navigation in screen.actions.flatMap(\.navigations)
            where ![.dismiss, .close, .custom].contains(navigation.value.kind) {
                sink.error(
                    Message.unwrappedScreenNavigates(screen.name.value, navigation: navigation.value.key),
                    at: navigation.offset)
            }
        }
        // A decision's placeholder and fallback are among the first screens too.
        for coordinator in manifest.coordinators {
            for name in coordinator.firstScreens where unwrappedScreens[name.value] != nil {
                sink.error(
                    Message.unwrappedScreenInStack(name.value, shown: "the first screen of a flow"), at: name.offset)
            }
        }
    }
}

// MARK: Messages

extension Message {
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
}
