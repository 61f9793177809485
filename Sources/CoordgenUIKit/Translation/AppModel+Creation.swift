import Generator
import Templates

/// How generated code spells the creation of what an app hands its dependencies to.
extension AppModel {
    /// The dependencies as an initializer's parameter, which stores them: a function type is `@escaping`.
    var dependencyInitParameters: [(name: String, type: String)] {
        dependencyType.map { [(RuntimeNames.dependencies, $0.asParameter)] } ?? []
    }

    /// `dependencies: dependencies`, handed to a flow or screen being created, read from `owner` (`self.` inside a
    /// closure, `self.viewModel.` in a container with a view model); none without dependencies.
    func dependencyArguments(readFrom owner: String = "") -> [String] {
        dependencyParameters.map { "\($0.name): \(owner)\($0.name)" }
    }

    /// `MainCoordinator(navigationController: FlowNavigationController.held())`: a flow without a parent, on a stack
    /// of its own that tells it the changes UIKit reports to no delegate, with the dependencies.
    func parentlessCoordinatorCreation(_ name: String) -> String {
        let stack = "\(RuntimeNames.navigationController): \(target.runtime.flowNavigationController).held()"
        return Constants.coordinator(name) + "(" + ([stack] + dependencyArguments()).joined(separator: ", ") + ")"
    }

    /// The type of what holds the app, which the app's own code keeps, opens routes in and runs app actions with: the
    /// root flow's coordinator, the tab bar or split view controller, or the app coordinator.
    var appType: String {
        switch shape {
        case .root(let coordinator): Constants.coordinator(coordinator)
        case .tabs(let controller, _), .split(let controller, _): controller
        case .flows: target.runtime.appCoordinator
        }
    }
}
