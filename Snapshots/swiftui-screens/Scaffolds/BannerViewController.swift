// Created by coordgen for the Banner screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BannerViewControllerBase.

import UIKit

/// The Banner screen.
final class BannerViewController: BannerViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Banner"

        // `BannerView` (BannerView.swift) is the screen; this class hosts it.
    }
}
