import Foundation

/// The view model of the RepositoryDetail screen: it hears the result of the owner flow it starts.
final class RepositoryDetailViewModel: RepositoryDetailViewModelBase {
    override func didReceive(_ result: OwnerResult) {
        Received.results.append("detail \(repository): \(result)")
    }
}
