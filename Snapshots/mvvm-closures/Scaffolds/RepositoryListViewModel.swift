// Created by coordgen for the RepositoryList screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to RepositoryListViewModelBase.

import Foundation

/// The view model of the RepositoryList screen.
final class RepositoryListViewModel: RepositoryListViewModelBase {
    // When the person asks for something, tell the coordinator:
    // chooseLanguageAction?()
    // openRepositoryAction?(<#String#>)

    // The flows it starts hand their results to didReceive(_:); override it here:
    // override func didReceive(_ result: LanguageListResult) { … }
    // override func didReceive(_ result: RepositoryDetailResult) { … }
}
