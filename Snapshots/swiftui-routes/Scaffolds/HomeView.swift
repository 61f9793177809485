// Created by coordgen for the Home screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HomeScreen.

import SwiftUI

/// The Home screen.
struct HomeView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: HomeScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.openArticle(id: <#Int#>, language: <#String#>)
        // screen.coordinator?.search(query: <#String#>, exact: <#Bool#>)
        // screen.coordinator?.chooseTopic()
        // Hear the result of a flow it starts, in onAppear:
        // screen.onTopicsResult = { result in … }
        Text("Home")
    }
}
