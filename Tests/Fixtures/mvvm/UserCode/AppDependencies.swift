// What the repositories app hands down its flow tree: one container struct with the services screens need.

import Foundation

/// Where repositories come from; a protocol, so a view model is tested with a stand-in.
@MainActor
protocol GithubService: AnyObject {
    func repositories(language: String) -> [String]
}

/// Everything the app's screens need, created once at launch and handed down by the coordinators.
struct AppDependencies {
    let github: any GithubService
}

/// A service that answers from memory and counts what it was asked.
@MainActor
final class InMemoryGithubService: GithubService {
    private(set) var requests: [String] = []

    func repositories(language: String) -> [String] {
        requests.append(language)
        return ["\(language)/one", "\(language)/two"]
    }
}

/// Every result a view model heard, in order, for the behaviour scenario to read.
@MainActor
enum Received {
    static var results: [String] = []
}
