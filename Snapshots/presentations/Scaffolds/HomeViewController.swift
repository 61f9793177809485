// Created by coordgen for the Home screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HomeViewControllerBase.

import UIKit

/// The Home screen.
final class HomeViewController: HomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"

        // When something happens, tell the coordinator:
        // coordinator?.rename()
        // coordinator?.chooseSort(name: <#String#>, from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.showName(name: <#String#>)
        // coordinator?.switchAccount(accounts: <#[String]#>)
        // coordinator?.renameAccount(account: <#String#>, hint: <#String?#>)
        // coordinator?.measure()
        // coordinator?.showMeasures(age: <#Int?#>, height: <#Double?#>)
        // coordinator?.openSettings()
        // coordinator?.showFilter(from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.showFullFilter(from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.pinFilter(from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.showFilterAdaptive()
        // coordinator?.openSettingsAdaptive()
        // coordinator?.showFilterSheet()
        // coordinator?.showCard()
        // coordinator?.view(name: <#String#>)
        // coordinator?.glance(name: <#String#>)
        // coordinator?.peek(name: <#String#>, from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.openSettingsHere(from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.openSettingsFull(from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.showAccount()
        // coordinator?.shareName(name: <#String#>, from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.shareWithExtras(name: <#String#>, extras: <#[UIActivity]#>,
        //     from: <#any UIPopoverPresentationControllerSourceItem#>)
        // coordinator?.didShare(completed: <#Bool#>, activity: <#String?#>)
        // coordinator?.takePhoto(name: <#String#>)
        // coordinator?.didTakePhoto(image: <#UIImage?#>, name: <#String#>)
        // coordinator?.exportNotes(notes: <#URL#>, name: <#String#>)
        // coordinator?.didExport(urls: <#[URL]#>, name: <#String#>)
    }
}
