import UIKit

/// The custom action of the Account flow. With `"access": "public"` its implementation is public too, since the
/// coordinator and the protocol it conforms to are.
extension AccountCoordinator {
    public func signOut() {
        navigationController.popToRootViewController(animated: false)
    }
}
