// The user's own code for the reuse fixture's custom action. Profile is shared, so its custom action is written once,
// in an extension of ProfileNavigation, and every flow that shows Profile runs it. The tests compile it with the
// generated code.

import UIKit

/// Which coordinator ran Profile's `share`, so behaviour tests can see that each flow runs the one implementation.
@MainActor
enum SharedActionLog {
    static var entries: [String] = []
}

extension ProfileNavigation {
    func profileShare() {
        SharedActionLog.entries.append("share in \(type(of: self))")
    }
}
