import Synchronization

// Apple's Foundation reads an app's localized strings with `String(localized:defaultValue:…)` (iOS 15), which the
// Foundation of Linux does not have: the stand-in declares it with Apple's signature. Its strings are the table
// `StandInDriver.setLocalizedString(_:for:)` fills, the tests' Localizable.strings; a key the table lacks reads as its
// default value, as on iOS.

/// The localized strings the tests give the app, by key.
private let localizedStrings = Mutex<[String: String]>([:])

extension String {
    /// A string literal to look up in the app's strings, with its interpolations (`String.LocalizationValue`).
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        let text: String

        public init(stringLiteral value: String) {
            text = value
        }

        public init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }
    }

    /// The app's string for `key`, or `defaultValue` when it has none.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let found = localizedStrings.withLock { $0["\(key)"] }
        self = found ?? defaultValue.text
    }
}

extension StandInDriver {
    /// Gives the app `text` for `key` in its localized strings; `nil` takes the key out. Not UIKit API.
    public static func setLocalizedString(_ text: String?, for key: String) {
        localizedStrings.withLock { $0[key] = text }
    }
}
