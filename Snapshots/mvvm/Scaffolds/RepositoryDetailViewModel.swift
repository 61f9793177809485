// Created by coordgen for the RepositoryDetail screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to RepositoryDetailViewModelBase.

import Foundation

/// The view model of the RepositoryDetail screen.
final class RepositoryDetailViewModel: RepositoryDetailViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.star(count: <#Int#>)
    // coordinator?.showOwner()

    // The flows it starts hand their results to didReceive(_:); override it here:
    // override func didReceive(_ result: OwnerResult) { … }
}
