/// A storyboard file. In the stand-in, tests register its scenes through `StandInDriver`.
@MainActor
open class UIStoryboard: NSObject {
    private let name: String
    private let scenes: [String: UIViewController.Type]

    /// UIKit raises an exception when the storyboard does not exist; the stand-in stops the test.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let scenes = StandInDriver.storyboards[name] else {
            fatalError(
                "Could not find a storyboard named '\(name)' in bundle \(String(describing: storyboardBundleOrNil))")
        }
        self.name = name
        self.scenes = scenes
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        nil
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(identifier: identifier, creator: nil)
    }

    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let viewController = instantiate(identifier: identifier, creator: creator.map { creator in { creator($0) } })
        guard let typed = viewController as? ViewController else {
            fatalError(
                "Storyboard '\(name)' scene '\(identifier)' is a \(type(of: viewController)), "
                    + "not a \(ViewController.self).")
        }
        return typed
    }

    private func instantiate(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
        guard let sceneClass = scenes[identifier] else {
            fatalError("Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)'")
        }
        let coder = NSCoder()
        if let created = creator?(coder) {
            guard created.isKind(of: sceneClass) else {
                fatalError("Custom instantiated \(type(of: created)) must be a kind of class \(sceneClass)")
            }
            created.storyboard = self
            return created
        }
        guard let decoded = sceneClass.init(coder: coder) else {
            fatalError("\(sceneClass).init(coder:) returned nil for scene '\(identifier)'")
        }
        decoded.storyboard = self
        return decoded
    }
}

/// A transition between two scenes of a storyboard. The stand-in runs only embed segues, while a container's view loads.
@MainActor
open class UIStoryboardSegue: NSObject {
    open var identifier: String?
    open var source: UIViewController
    open var destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// An embed segue does its work as the container's view loads; custom segues override this.
    open func perform() {}
}
