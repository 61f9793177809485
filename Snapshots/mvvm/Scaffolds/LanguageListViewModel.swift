// Created by coordgen for the LanguageList screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to LanguageListViewModelBase.

import Foundation

/// The view model of the LanguageList screen.
final class LanguageListViewModel: LanguageListViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.selectLanguage(language: <#String#>)
    // coordinator?.cancel()
}
