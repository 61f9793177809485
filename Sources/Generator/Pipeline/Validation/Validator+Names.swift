import Templates

extension Validator {
    /// Screens, coordinators and protocols become Swift types and file names.
    mutating func checkTypeName(_ name: Located<String>, kind: String) {
        if let message = SwiftNames.typeNameProblem(name.value, kind: kind) {
            sink.error(message, at: name.offset)
        }
    }

    /// Actions, inputs and parameters become methods, properties and arguments.
    mutating func checkMemberName(_ name: Located<String>, kind: String) {
        if let problem = SwiftNames.identifierProblem(name.value) {
            sink.error(Message.invalidName(name.value, kind: kind, problem: problem), at: name.offset)
        } else if ["Type", "Protocol"].contains(name.value) {
            // Swift reserves them for metatypes (`Foo.Type`), so no type may have a member of that name.
            sink.error(
                Message.invalidName(
                    name.value, kind: kind,
                    problem: "Swift keeps '\(name.value)' for metatypes, as in 'Foo.\(name.value)'"),
                at: name.offset)
        } else if name.value == "await" {
            // `await` may name a declaration, but where generated code passes the value it reads as the operator.
            sink.error(
                Message.invalidName(name.value, kind: kind, problem: "'await' cannot be used as a value"),
                at: name.offset)
        }
    }

    /// A weak input holds an object without keeping it, so its type is optional and a class or a class-bound protocol,
    /// as far as coordgen can tell: a type of yours may be either, and the compiler checks it.
    mutating func checkWeakInput(_ input: InputSpec) {
        guard let type = input.type, case .success(let parsed) = types.parse(type.value) else { return }
        guard case .optional(let wrapped) = parsed else {
            sink.error(Message.weakInputNotOptional(input.name.value, type: type.value), at: type.offset)
            return
        }
        if !wrapped.mayBeClassBound {
            sink.error(Message.weakInputNotClass(input.name.value, type: type.value), at: type.offset)
        }
    }

    mutating func checkType(_ type: Located<String>?) {
        guard let type else { return }
        switch types.parse(type.value) {
        case .failure(let error):
            sink.error(Message.invalidType(type.value, reason: error.reason), at: type.offset)
        case .success(let parsed) where parsed.miscasedStandardName != nil:
            // A warning, not an error: a manifest that validated keeps validating, and a module may declare the name.
            if let name = parsed.miscasedStandardName {
                sink.warning(Message.miscasedType(name.found, meant: name.meant), at: type.offset)
            }
        case .success(let parsed) where parsed.isUninhabited:
            // Nothing can pass a value of it, and code that receives one never runs: Swift warns, and fails with
            // warnings as errors.
            sink.error(Message.uninhabitedType(type.value), at: type.offset)
        case .success:
            break
        }
    }

    /// Two types of the ``SymbolTable`` must not be the same Swift type or, on macOS, the same file; none may shadow
    /// a type the generated code uses or take a file coordgen always writes. Then no member may take the name of one
    /// of those types.
    mutating func checkGeneratedNames() -> SymbolTable {
        var registry = GeneratedNameRegistry(backend: backend, prefix: manifest.prefix)
        let table = SymbolTable(manifest, backend: backend, sharedScreens: sharedScreens)
        for symbol in table.symbols {
            registry.declare(symbol.name, origin: symbol.origin, at: symbol.offset, sink: &sink)
        }
        // Coordinators declare a `make<Screen>ViewController` for every screen: an input or parameter of that name
        // would hide it inside the coordinator, or clash with it.
        let factories = Dictionary(
            manifest.screens.map { (backend.screenFactory($0.name.value), $0.name.value) },
            uniquingKeysWith: { first, _ in first })
        for screen in manifest.screens {
            checkMemberNames(of: screen, against: registry, factories: factories)
        }
        // A route is a case of AppRoute, whose code names these types: a case of one's name would hide it there.
        for route in manifest.routes {
            if let owner = registry.typeOwner(route.name.value) {
                sink.error(
                    Message.memberShadowsType(route.name.value, kind: "route", owner: owner), at: route.name.offset)
            }
        }
        return table
    }

    /// Inputs, actions and parameters become members, arguments and locals of generated code, which also names the
    /// types above: a member with a type's name would hide it, and one with a local's name would clash with it.
    private mutating func checkMemberNames(
        of screen: ScreenSpec, against registry: GeneratedNameRegistry, factories: [String: String]
    ) {
        let style = manifest.style(of: screen).behaviour
        func checkShadowing(_ name: Located<String>, kind: String, sink: inout DiagnosticSink) -> Bool {
            guard let owner = registry.typeOwner(name.value) else { return true }
            sink.error(Message.memberShadowsType(name.value, kind: kind, owner: owner), at: name.offset)
            return false
        }
        func checkFactory(_ name: Located<String>, kind: String, sink: inout DiagnosticSink) {
            guard let screen = factories[name.value] else { return }
            sink.error(Message.memberNamedLikeFactory(name.value, kind: kind, screen: screen), at: name.offset)
        }
        // An embed is a property of its container, whose code names these types too.
        for embed in screen.embeds {
            _ = checkShadowing(embed.name, kind: "embed", sink: &sink)
        }
        for input in screen.inputs where checkShadowing(input.name, kind: "input", sink: &sink) {
            if backend.generatedLocals.contains(input.name.value) {
                sink.error(Message.memberIsGeneratedLocal(input.name.value, kind: "input"), at: input.name.offset)
            }
            checkFactory(input.name, kind: "input", sink: &sink)
        }
        for action in screen.actions {
            if checkShadowing(action.name, kind: "action", sink: &sink),
                let reason = style.reservedActionNames[action.name.value]
            {
                sink.error(Message.reservedEventCase(action.name.value, reason: reason), at: action.name.offset)
            }
            for parameter in action.parameters
            where checkShadowing(parameter.name, kind: "parameter", sink: &sink) {
                checkFactory(parameter.name, kind: "parameter", sink: &sink)
                let name = parameter.name.value
                if backend.generatedLocals.contains(name) {
                    sink.error(Message.memberIsGeneratedLocal(name, kind: "parameter"), at: parameter.name.offset)
                } else if backend.coordinatorMembers.contains(name) {
                    sink.error(Message.parameterHidesRuntimeMember(name), at: parameter.name.offset)
                } else if !style.allowsParameterNamedLikeAction, name == action.name.value {
                    sink.error(Message.parameterNamedLikeEventAction(name), at: parameter.name.offset)
                }
            }
        }
    }
}

/// The types and files a manifest's names become, folded to lower case as macOS compares file names.
struct GeneratedNameRegistry {
    /// The longest file name, in bytes, that macOS and Linux file systems accept.
    static let maximumFileNameBytes = 255

    private var declared: [String: (name: String, origin: String)] = [:]
    private var fixedFiles: [String: (stem: String, holds: String)] = [:]
    private let frameworkTypes: [String: String]
    private var tooLong: Set<String> = []

    /// A registry that knows coordgen's own types and files.
    init(backend: any Backend, prefix: String) {
        frameworkTypes = ReservedNames.frameworkTypes(of: backend)
        for runtimeType in backend.runtimeTypes(prefix: prefix) {
            declared[SwiftNames.asciiLowercased(runtimeType)] = (runtimeType, "coordgen's runtime")
        }
        for file in backend.fixedFiles(prefix: prefix) {
            fixedFiles[SwiftNames.asciiLowercased(file.stem)] = file
        }
    }

    /// Who declares the type `name`, or uses it, when a member must not take its name; `nil` for a free name.
    func typeOwner(_ name: String) -> String? {
        if let framework = frameworkTypes[name] {
            return "\(framework)'s type '\(name)'"
        }
        guard let existing = declared[SwiftNames.asciiLowercased(name)], existing.name == name else { return nil }
        return "the type '\(name)' of \(existing.origin)"
    }

    /// The bytes of the file named after `stem`, when they pass what file systems allow; `nil` when it fits.
    static func tooLongFileName(_ stem: String) -> Int? {
        let bytes = stem.utf8.count + ".swift".utf8.count
        return bytes > maximumFileNameBytes ? bytes : nil
    }

    mutating func declare(_ name: String, origin: String, at offset: Int, sink: inout DiagnosticSink) {
        guard SwiftNames.identifierProblem(name) == nil else { return }
        if let fileNameBytes = Self.tooLongFileName(name) {
            // One error per name: its longest file says how much to cut.
            guard tooLong.insert(origin).inserted else { return }
            sink.error(
                Message.fileNameTooLong(origin: origin, bytes: fileNameBytes, limit: Self.maximumFileNameBytes),
                at: offset)
            return
        }
        if let framework = frameworkTypes[name] {
            sink.error(Message.shadowsFrameworkType(name, origin: origin, framework: framework), at: offset)
            return
        }
        if ReservedNames.standardProtocols.contains(name) {
            sink.error(Message.shadowsStandardProtocol(name, origin: origin), at: offset)
            return
        }
        let folded = SwiftNames.asciiLowercased(name)
        // Declared first, since nearly every name is new: one lookup instead of two. A name that was taken gets its
        // first declaration back, and one that takes a fixed file is taken out again.
        if let existing = declared.updateValue((name, origin), forKey: folded) {
            declared[folded] = existing
            if existing.name == name, existing.origin == origin { return }
            let message =
                existing.name == name
                ? Message.typeDeclaredTwice(name, first: existing.origin, second: origin)
                : Message.namesDifferOnlyInCase(existing.name, name)
            sink.error(message, at: offset)
            return
        }
        if let file = fixedFiles[folded] {
            declared[folded] = nil
            sink.error(
                Message.fileTaken(name, origin: origin, file: file.stem + ".swift", holds: file.holds), at: offset)
        }
    }
}

// MARK: Messages

extension Message {
    static func miscasedType(_ name: String, meant: String) -> Message {
        Message(
            .miscasedType,
            "'\(name)' is not one of Swift's types, which are case-sensitive: did you mean '\(meant)'? (or declare "
                + "'\(name)' in your module)")
    }

    static func uninhabitedType(_ type: String) -> Message {
        Message(
            .uninhabitedType,
            "'\(type)' has no values, so nothing could pass one and code that receives one never runs; choose another type"
        )
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

    static func memberShadowsType(_ name: String, kind: String, owner: String) -> Message {
        Message(
            .memberShadowsType,
            "\(kind) '\(name)' would hide \(owner), which the generated code uses; choose another name")
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
}
