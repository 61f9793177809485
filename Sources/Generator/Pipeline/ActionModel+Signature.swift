import Templates

extension SwiftType {
    /// The type where a value is passed on and kept, as a parameter: function types need `@escaping`.
    package var asParameter: String {
        isFunction ? "@escaping " + canonical : canonical
    }
}

/// How an action's method is spelled, the same in every back end: the manifest's labels and names, which the screens'
/// code calls in protocols style and the documentation shows.
extension ActionModel {
    /// The parameters of the coordinator's method that implements the action.
    package var methodParameters: [FunctionParameter] {
        parameters.map { parameter in
            FunctionParameter(
                label: parameter.label == parameter.name ? nil : parameter.label, name: parameter.name,
                type: parameter.type.asParameter)
        }
    }

    /// Arguments passing `values` (one per parameter) with the action's labels.
    package func arguments(values: [String]) -> [String] {
        zip(parameters, values).map { parameter, value in
            parameter.argumentLabel == "_" ? value : parameter.argumentLabel + ": " + value
        }
    }

    /// The type of a closure that performs the action (closures style): `((Int) -> Void)?`.
    package var closureType: String {
        "((" + parameters.map(\.type.asParameter).joined(separator: ", ") + ") -> Void)?"
    }
}
