// Created by coordgen for the Home screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HomeScreen.

import SwiftUI

/// The Home screen.
struct HomeView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: HomeScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.buySubscription(to: <#Int#>)
        // screen.coordinator?.createAccount()
        // screen.coordinator?.showTerms()
        // screen.coordinator?.openSettings()
        // screen.coordinator?.showIntro()
        // screen.coordinator?.offerPlans(to: <#Int#>)
        // Hear the result of a flow it starts, in onAppear:
        // screen.onBuyResult = { result in … }
        // Hear the result of a flow it starts, in onAppear:
        // screen.onSettingsResult = { result in … }
        Text("Home")
    }
}
