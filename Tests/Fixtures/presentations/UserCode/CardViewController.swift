import UIKit

/// The Card screen, presented with a transition of the app's own (`"modalPresentationStyle": "custom"`). It gives
/// itself its transitioning delegate when it is created, in code or from a storyboard, and keeps it: UIKit holds a
/// transitioning delegate weakly, and the coordinator hands this one to the stack the card is presented in.
final class CardViewController: CardViewControllerBase {
    let cardTransition = CardTransition()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioningDelegate = cardTransition
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioningDelegate = cardTransition
    }
}

/// How the card comes in. An app returns its presentation controller and animators here; the coordinator relies on
/// none of them.
final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {}
