/// Where an input of a destination screen gets its value.
enum DataPassing {
    enum Source {
        /// A parameter of the action, by the same name or through a `pass` entry.
        case parameter(ParameterSpec, viaPass: PassSpec?)
        case defaultValue(String)
        /// A `pass` entry names a parameter that does not exist (reported on its own).
        case brokenPass
        case unfilled
    }

    /// `pass` wins over a parameter of the same name, which wins over the input's default.
    static func source(of input: InputSpec, in action: ActionSpec) -> Source {
        if let entry = action.pass.first(where: { $0.input.value == input.name.value }) {
            if let parameter = action.parameters.first(where: { $0.name.value == entry.parameter.value }) {
                return .parameter(parameter, viaPass: entry)
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
