import Foundation

/// Foundation's item provider on Apple's platforms, which Linux's Foundation lacks: declared here, where code that
/// imports UIKit finds it, as it finds Foundation's through UIKit on iOS. Only its identity matters to the stand-in: the
/// photo picker hands one out per asset the person picks.
open class NSItemProvider: NSObject {
    public override init() {
        super.init()
    }
}
