/// Where an input of a destination screen gets its value.
enum DataPassing {
    enum Source {
        /// A parameter of the action, by the same name or through a `pass` entry.
        case parameter(ParameterSpec, viaPass: PassSpec?)
        /// An input of the screen the action is on, through a `pass` entry (`{ "input": "articleURL" }`).
        case screenInput(InputSpec, viaPass: PassSpec)
        /// A Swift expression a `pass` entry gives (`{ "value": "true" }`).
        case value(Located<String>)
        case defaultValue(String)
        /// A `pass` entry names a parameter or an input that does not exist (reported on its own).
        case brokenPass
        case unfilled
    }

    /// `pass` wins over a parameter of the same name, which wins over the input's default. `screen` is the screen the
    /// action is on.
    static func source(of input: InputSpec, in action: ActionSpec, on screen: ScreenSpec) -> Source {
        if let entry = action.pass.first(where: { $0.input.value == input.name.value }) {
            switch entry.source {
            case .named(let name):
                if let parameter = action.parameters.first(where: { $0.name.value == name.value }) {
                    return .parameter(parameter, viaPass: entry)
                }
            case .input(let name):
                if let own = screen.inputs.first(where: { $0.name.value == name.value }) {
                    return .screenInput(own, viaPass: entry)
                }
            case .value(let expression):
                return .value(expression)
            }
            return .brokenPass
        }
        if let parameter = action.parameters.first(where: { $0.name.value == input.name.value }) {
            return .parameter(parameter, viaPass: nil)
        }
        if let defaultValue = input.defaultValue {
            return .defaultValue(defaultValue.value)
        }
        return .unfilled
    }
}
