import Foundation

/// The custom action of the Account flow: the app's own code, in an extension of the generated coordinator.
extension AccountCoordinator {
    func signOut() {
        popToFirstScreen()
    }
}
