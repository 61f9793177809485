extension Validator {
    /// A split app: three distinct coordinators, one per column, and the iOS 14 its split view controller needs. It
    /// starts no other way, and has no routes yet (a route's way would have to choose a column).
    mutating func checkSplit(_ split: SplitSpec, app: AppSpec) {
        if app.root != nil || app.tabs != nil || app.flows != nil {
            sink.error(Message.splitWithOtherShape, at: app.offset)
        }
        if let controller = app.tabBarController {
            sink.warning(Message.tabBarControllerIgnored(has: "split"), at: controller.offset)
        }
        checkDuplicates(split.columns, kind: "column")
        for column in split.columns {
            checkCoordinatorReference(column)
        }
        if let name = split.splitViewController {
            checkTypeName(name, kind: "split view controller")
        }
        let target = manifest.targetVersion
        if target < IOSVersion.splitColumns {
            sink.error(Message.splitNeedsIOS14(target: target), at: split.offset)
        }
        if let route = manifest.routes.first {
            sink.error(Message.routesInSplitApp, at: route.offset)
        }
    }
}
