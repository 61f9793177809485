/// The orders Apple's documentation leaves open, each a named switch. Not UIKit API.
///
/// Where UIKit's documentation promises no order between two events, either order is a UIKit that matches the
/// documentation, and either can hide a bug in code that relies on one. The stand-in therefore takes one reading of
/// each open order per process, named by `UIKIT_STANDIN_READINGS` (a comma-separated list of the alternative readings
/// to take; empty or unset takes the first reading of each). The behaviour and random-scenario suites run every
/// program under each reading (`StandInReadings.suites` in TestSupport). Never remove a reading to make generated code pass.
public enum StandInReading: String, CaseIterable, Sendable {
    /// A popped view controller's `parent` is cleared **after** the navigation controller's delegate hears
    /// `navigationController(_:didShow:animated:)`. First reading: before. Apple documents neither; it documents only
    /// that `viewControllers` no longer holds the popped view controller by the time it hears `viewWillDisappear(_:)`.
    case parentClearedAfterDidShow

    /// When a presented view controller, or a chain of them dismissed from below, is dismissed, the presentation links
    /// (each one's `presentingViewController`, the presenter's `presentedViewController`) are cleared **after** the
    /// top-most hears `viewDidDisappear(_:)`. First reading: before. Apple says only that the ones in the middle of a
    /// chain are "simply removed", and that the top-most is the one that hears the dismissal.
    case chainClearedAfterTopDisappears

    /// The completion of an animated `dismiss(animated:completion:)` runs **before** the presenter hears
    /// `viewDidAppear(_:)` (when the dismissed view controller covered it). First reading: after. Apple says only that
    /// the completion is "called after the viewDidDisappear(_:) method is called on the presented view controller".
    case dismissCompletionBeforePresenterAppears

    /// A choice's handler runs when the person taps it, **before** UIKit starts dismissing the alert. First reading:
    /// once the dismissal has completed. Apple says only that the handler is "a block to execute when the user
    /// selects the action".
    case alertHandlerBeforeDismissal

    /// The document picker tells its delegate what the person did **before** it dismisses itself. First reading: it
    /// dismisses itself, and tells its delegate once the dismissal has completed. Apple documents only that the
    /// delegate hears the destinations or the cancel.
    case documentPickerTellsBeforeDismissing

    /// The document picker **never dismisses itself**: it tells its delegate while it is still on screen, and leaves
    /// the dismissal to it, as the image picker does. First reading: it dismisses itself. Apple does not say which.
    /// With the reading above, this one wins.
    case documentPickerLeavesDismissalToDelegate

    /// Safari's view controller dismisses itself **on a later turn** of the run loop after it tells its delegate that
    /// the person tapped Done. First reading: in the same turn. Apple says only that it "is dismissed afterwards".
    case safariDismissesOnLaterTurn

    /// A sign-in on the web calls its completion handler **before** it dismisses its browser, in the same turn. First
    /// reading: it dismisses the browser, and calls the handler once the dismissal has completed. Apple documents only
    /// that cancelling the session dismisses the browser.
    case webAuthenticationCompletesBeforeDismissing

    /// A sign-in on the web calls its completion handler **on another thread** than the main one. First reading: on the
    /// main thread. Apple does not say on which queue the handler runs.
    case webAuthenticationCompletesOffMainThread

    /// The photo picker's own delegate also hears `picker(_:didFinishPicking:)`, with no results, when the person swipes
    /// it down, once it has gone. First reading: only its presentation's delegate hears the swipe, as for any sheet.
    /// Apple documents only that the delegate hears a selection or the cancel button.
    case photoPickerTellsOnSwipe

    /// The print-interaction controller calls its completion handler **as the print options' dismissal begins**. First
    /// reading: once they have gone. Apple documents only that the handler hears the job's conclusion.
    case printTellsAsOptionsLeave

    /// The print-interaction controller's `dismiss(animated:)` dismisses the options **without** calling the completion
    /// handler. First reading: the handler hears that nothing printed. Apple documents only that it dismisses them.
    case printDismissalTellsNothing

    /// The environment variable that names the readings a process takes.
    public static let environmentKey = "UIKIT_STANDIN_READINGS"

    /// The readings this process takes, from `UIKIT_STANDIN_READINGS`. An unknown name stops the program: a typo
    /// must not silently test the first reading twice.
    public static let active: Set<StandInReading> = {
        let text = ProcessInfo.processInfo.environment[environmentKey] ?? ""
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return Set(
            names.map { name in
                guard let reading = StandInReading(rawValue: name) else {
                    fatalError("\(environmentKey): unknown reading '\(name)'; known: \(allCases.map(\.rawValue))")
                }
                return reading
            })
    }()

    /// Whether this process takes this reading.
    public var isActive: Bool {
        Self.active.contains(self)
    }
}
