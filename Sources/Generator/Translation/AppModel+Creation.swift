import Templates

/// How generated code spells the creation of what an app hands its dependencies to.
extension AppModel {
    /// `dependencies: dependencies`, handed to a flow or screen being created, read from `owner` (`self.` inside a
    /// closure, `self.viewModel.` in a container with a view model); none without dependencies.
    func dependencyArguments(readFrom owner: String = "") -> [String] {
        dependencyParameters.map { "\($0.name): \(owner)\($0.name)" }
    }

    /// `MainCoordinator(navigationController: UINavigationController())`: a flow without a parent, on a stack of its
    /// own, with the dependencies.
    func parentlessCoordinatorCreation(_ name: String) -> String {
        Constants.coordinator(name) + "("
            + (["\(RuntimeNames.navigationController): UINavigationController()"] + dependencyArguments())
            .joined(separator: ", ") + ")"
    }
}
