import Templates

/// The photo picker (`photoPicker`): PhotosUI's `PHPickerViewController`, a sheet on every device.
extension Validator {
    /// The picker needs iOS 14, lets the person pick a number of assets that is not negative, and runs an action of the
    /// same screen, which what the person picked (`photos`) and the action's own parameters fill. As a sheet on every
    /// device, it needs no sender.
    mutating func checkPhotoPicker(
        _ picker: PhotoPickerSpec, of action: ActionSpec, on screen: ScreenSpec, at offset: Int
    ) {
        let target = manifest.targetVersion(for: backend)
        if target < .photoPicker {
            sink.error(Message.photoPickerNeedsDeploymentTarget(target.description), at: offset)
        }
        if let limit = picker.limit, limit.value < 0 {
            sink.error(Message.photoPickerLimit(limit.value), at: limit.offset)
        }
        checkRun(
            picker.runs, of: action, on: screen, by: ("the photo picker", "photo picker"),
            giving: SystemPresentation.photoPickerResults,
            mismatch: { Message.photoPickerResultType($0, type: $1, action: $3) },
            unfilled: { Message.photoPickerResultUnfilled($0, action: $1, picker: action.name.value) })
    }
}

// MARK: Messages

extension Message {
    static func photoPickerNeedsDeploymentTarget(_ target: String) -> Message {
        Message(
            .photoPickerNeedsDeploymentTarget,
            "the photo picker is PHPickerViewController, which needs iOS \(IOSVersion.photoPicker); set "
                + "\"deploymentTarget\": \"\(IOSVersion.photoPicker)\" (it is \(target))")
    }

    static func photoPickerLimit(_ limit: Int) -> Message {
        Message(
            .photoPickerLimit,
            "'limit' is how many assets the person may pick: 1 or more, or 0 for no limit, not \(limit)")
    }

    static func photoPickerResultUnfilled(_ name: String, action: String, picker: String) -> Message {
        Message(
            .photoPickerResultUnfilled,
            "'\(action)', which the photo picker of '\(picker)' runs, has parameter '\(name)' that nothing fills; the "
                + "picker gives 'photos' ([NSItemProvider]), and '\(picker)' its own parameters by name")
    }

    static func photoPickerResultType(_ name: String, type: String, action: String) -> Message {
        Message(
            .photoPickerResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the photo picker gives it as '[NSItemProvider]', one "
                + "per asset the person picked, empty when they cancel")
    }
}
