extension Validator {
    /// A split app: distinct coordinators, one per column, and the iOS 14 its split view controller needs. It starts
    /// no other way.
    mutating func checkSplit(_ split: SplitSpec, app: AppSpec) {
        if app.root != nil || app.tabs != nil || app.flows != nil {
            sink.error(Message.splitWithOtherShape, at: app.offset)
        }
        if let controller = app.tabBarController {
            sink.warning(Message.tabBarControllerIgnored(has: "split"), at: controller.offset)
        }
        checkSplitColumns(split)
    }

    /// A split view, the app's or one of its top-level flows: distinct coordinators, one per column, a class name,
    /// and the iOS 14 its split view controller needs.
    mutating func checkSplitColumns(_ split: SplitSpec) {
        checkDuplicates(split.columns, kind: "column")
        for column in split.columns {
            checkCoordinatorReference(column)
        }
        if let name = split.name {
            checkTypeName(name, kind: "split view")
        }
        if let name = split.splitViewController {
            checkTypeName(name, kind: "split view controller")
        }
        let target = manifest.targetVersion(for: backend)
        if target < IOSVersion.splitColumns {
            sink.error(Message.splitNeedsIOS14(target: target), at: split.offset)
        }
    }
}

// MARK: Messages

extension Message {
    static let splitWithOtherShape = Message(
        .splitWithOtherShape, "'app' has 'split' and also 'root', 'tabs' or 'flows'; an app starts one way, so keep one"
    )

    static func splitNeedsIOS14(target: IOSVersion) -> Message {
        Message(
            .splitNeedsIOS14,
            "a split view with a flow per column needs iOS 14, the first whose split view has columns, and the "
                + "deployment target is \(target); set \"deploymentTarget\": \"14.0\" or newer")
    }
}
