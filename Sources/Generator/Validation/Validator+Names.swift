extension Validator {
    /// Screens, coordinators and protocols become Swift types and file names.
    mutating func checkTypeName(_ name: Located<String>, kind: String) {
        if let problem = SwiftNames.identifierProblem(name.value) {
            sink.error(Message.invalidName(name.value, kind: kind, problem: problem), at: name.offset)
        } else if let first = name.value.first, !first.isUppercase {
            sink.error(Message.typeNameNotCapitalized(name.value, kind: kind), at: name.offset)
        }
    }

    /// Actions, inputs and parameters become methods, properties and arguments.
    mutating func checkMemberName(_ name: Located<String>, kind: String) {
        if let problem = SwiftNames.identifierProblem(name.value) {
            sink.error(Message.invalidName(name.value, kind: kind, problem: problem), at: name.offset)
        }
    }

    mutating func checkType(_ type: Located<String>?) {
        guard let type else { return }
        if case .failure(let error) = types.parse(type.value) {
            sink.error(Message.invalidType(type.value, reason: error.reason), at: type.offset)
        }
    }

    /// Two things the manifest declares must not become the same Swift type or, on macOS, the same file.
    mutating func checkGeneratedNames() {
        var declared: [String: (name: String, origin: String)] = [:]
        for runtimeType in Constants.runtimeTypes {
            declared[SwiftNames.asciiLowercased(runtimeType)] = (runtimeType, "coordgen's runtime")
        }
        func declare(_ name: String, origin: String, at offset: Int, sink: inout DiagnosticSink) {
            guard SwiftNames.identifierProblem(name) == nil else { return }
            let folded = SwiftNames.asciiLowercased(name)
            if let existing = declared[folded] {
                if existing.name == name, existing.origin == origin { return }
                let message =
                    existing.name == name
                    ? Message.typeDeclaredTwice(name, first: existing.origin, second: origin)
                    : Message.namesDifferOnlyInCase(existing.name, name)
                sink.error(message, at: offset)
                return
            }
            declared[folded] = (name, origin)
        }
        if let app = manifest.app, app.tabs != nil {
            let name = app.tabBarController ?? Located(value: Constants.defaultTabBarController, offset: app.offset)
            declare(name.value, origin: "the tab bar controller", at: name.offset, sink: &sink)
        }
        for coordinator in manifest.coordinators {
            let name = coordinator.name.value
            let origin = "coordinator '\(name)'"
            declare(Constants.coordinator(name), origin: origin, at: coordinator.name.offset, sink: &sink)
            declare(Constants.customActions(name), origin: origin, at: coordinator.name.offset, sink: &sink)
        }
        for screen in manifest.screens {
            let name = screen.name.value
            let origin = "screen '\(name)'"
            declare(Constants.viewController(name), origin: origin, at: screen.name.offset, sink: &sink)
            declare(Constants.baseClass(name), origin: origin, at: screen.name.offset, sink: &sink)
            switch screen.style?.value ?? manifest.style {
            case .events:
                declare(Constants.event(name), origin: origin, at: screen.name.offset, sink: &sink)
                declare(Constants.eventHandling(name), origin: origin, at: screen.name.offset, sink: &sink)
            case .protocols where screen.actions.contains { $0.protocolName == nil }:
                declare(Constants.defaultProtocol(name), origin: origin, at: screen.name.offset, sink: &sink)
            case .protocols, .closures:
                break
            }
        }
        for screen in manifest.screens where (screen.style?.value ?? manifest.style) == .protocols {
            for action in screen.actions {
                guard let protocolName = action.protocolName else { continue }
                declare(
                    protocolName.value, origin: "protocol '\(protocolName.value)'", at: protocolName.offset,
                    sink: &sink)
            }
        }
    }
}
