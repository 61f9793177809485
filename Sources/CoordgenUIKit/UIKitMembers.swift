// The instance properties of UIViewController, UIResponder and NSObject, with those of the protocols they
// conform to, in the iOS 16.4 SDK: the names a screen's stored properties must not take. Written by
// RealSDKTests from the SDK's synthesized interface (COORDGEN_RECORD=1 swift test --filter RealSDKTests);
// do not edit by hand.

extension UIKitBackend {
    static let sdkScreenClassMembers: Set<String> = [
        "accessibilityActivationPoint", "accessibilityAttributedHint", "accessibilityAttributedLabel",
        "accessibilityAttributedUserInputLabels", "accessibilityAttributedValue", "accessibilityContainerType",
        "accessibilityCustomActions", "accessibilityCustomRotors", "accessibilityDragSourceDescriptors",
        "accessibilityDropPointDescriptors", "accessibilityElements", "accessibilityElementsHidden",
        "accessibilityFrame", "accessibilityHint", "accessibilityLabel", "accessibilityLanguage",
        "accessibilityNavigationStyle", "accessibilityPath", "accessibilityRespondsToUserInteraction",
        "accessibilityTextualContext", "accessibilityTraits", "accessibilityUserInputLabels", "accessibilityValue",
        "accessibilityViewIsModal", "activePresentationController", "activityItemsConfiguration",
        "additionalSafeAreaInsets", "autoContentAccessingProxy", "automaticallyAdjustsScrollViewInsets",
        "bottomLayoutGuide", "canBecomeFirstResponder", "canResignFirstResponder", "childForHomeIndicatorAutoHidden",
        "childForScreenEdgesDeferringSystemGestures", "childForStatusBarHidden", "childForStatusBarStyle",
        "childViewControllerForPointerLock", "children", "classForCoder", "classForKeyedArchiver", "debugDescription",
        "definesPresentationContext", "description", "disablesAutomaticKeyboardDismissal", "edgesForExtendedLayout",
        "editButtonItem", "editingInteractionConfiguration", "extendedLayoutIncludesOpaqueBars", "extensionContext",
        "focusGroupIdentifier", "focusItemContainer", "hash", "hashValue", "hidesBottomBarWhenPushed",
        "inputAccessoryView", "inputAccessoryViewController", "inputAssistantItem", "inputView", "inputViewController",
        "interactionActivityTrackingBaseName", "interfaceOrientation", "isAccessibilityElement", "isBeingDismissed",
        "isBeingPresented", "isEditing", "isFirstResponder", "isModalInPopover", "isModalInPresentation",
        "isMovingFromParent", "isMovingToParent", "isViewLoaded", "keyCommands",
        "modalPresentationCapturesStatusBarAppearance", "modalPresentationStyle", "modalTransitionStyle",
        "navigationController", "navigationItem", "next", "nibBundle", "nibName", "objectRestorationClass",
        "observationInfo", "overrideUserInterfaceStyle", "parent", "parentFocusEnvironment", "pasteConfiguration",
        "performsActionsWhilePresentingModally", "popoverPresentationController", "preferredContentSize",
        "preferredFocusEnvironments", "preferredFocusedView", "preferredInterfaceOrientationForPresentation",
        "preferredScreenEdgesDeferringSystemGestures", "preferredStatusBarStyle", "preferredStatusBarUpdateAnimation",
        "prefersHomeIndicatorAutoHidden", "prefersPointerLocked", "prefersStatusBarHidden", "presentationController",
        "presentedViewController", "presentingViewController", "previewActionItems",
        "providesPresentationContextTransitionStyle", "restorationClass", "restorationIdentifier", "restorationParent",
        "restoresFocusAfterTransition", "searchDisplayController", "sheetPresentationController",
        "shouldAutomaticallyForwardAppearanceMethods", "shouldAutorotate", "shouldGroupAccessibilityChildren",
        "splitViewController", "storyboard", "superclass", "supportedInterfaceOrientations",
        "systemMinimumLayoutMargins", "tabBarController", "tabBarItem", "textInputContextIdentifier", "textInputMode",
        "title", "toolbarItems", "topLayoutGuide", "traitCollection", "transitionCoordinator", "transitioningDelegate",
        "undoManager", "userActivity", "view", "viewIfLoaded", "viewRespectsSystemMinimumLayoutMargins",
    ]
}
