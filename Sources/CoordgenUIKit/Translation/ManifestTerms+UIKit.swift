// What the manifest's words for presentations and alerts (`Sources/Generator/Pipeline/ManifestTerms.swift`) are in
// UIKit, where a word's raw value is not already the name of UIKit's case.

import Generator

extension CompactStyle {
    /// The `UIModalPresentationStyle` case the delegate answers on a compact width.
    var uiKitCase: String {
        switch self {
        case .fullScreen, .overFullScreen: rawValue
        case .popover: "none"
        }
    }
}

extension TextFieldValue {
    /// The field's `keyboardType`, for a number.
    var keyboard: String? {
        switch self {
        case .string: nil
        case .int: "numberPad"
        case .double: "decimalPad"
        }
    }
}
