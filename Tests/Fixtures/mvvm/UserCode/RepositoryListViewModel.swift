// The repository list's view model as its author would write it: it loads through the service it was handed and
// hears the results of the flows it starts.

import Foundation

/// The view model of the RepositoryList screen.
final class RepositoryListViewModel: RepositoryListViewModelBase {
    private(set) var repositories: [String] = []

    func load(language: String) {
        repositories = dependencies.github.repositories(language: language)
    }

    override func didReceive(_ result: LanguageListResult) {
        Received.results.append("list: \(result)")
        if case .language(let language) = result {
            load(language: language)
        }
    }

    override func didReceive(_ result: RepositoryDetailResult) {
        Received.results.append("list: \(result)")
    }
}
