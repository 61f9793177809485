@testable import Generator

extension Message {
    /// The message `id` names, with sample values: strings `‹1›`, `‹2›`, …, and numbers from 901, so that the text
    /// between them is the message's own. When the tests build, the compiler asks for a new message's case here.
    static func sample(_ id: ID) -> Message {
        switch id {
        case .emptyManifest: emptyManifest
        case .contentAfterDocument: contentAfterDocument
        case .trailingComma: trailingComma
        case .leadingZero: leadingZero
        case .unterminatedString: unterminatedString
        case .controlCharacterInString: controlCharacterInString
        case .invalidEscape: invalidEscape
        case .invalidUTF8: invalidUTF8
        case .commentsNotAllowed: commentsNotAllowed
        case .singleQuotes: singleQuotes
        case .unexpectedEnd: unexpectedEnd(expecting: "‹1›")
        case .nestingTooDeep: nestingTooDeep(901)
        case .unexpectedToken: unexpectedToken("‹1›", expecting: "‹2›")
        case .wrongType: wrongType(of: "‹1›", expected: "‹2›", found: "‹3›")
        case .wrongTypeOfKey: wrongType(key: "‹1›", expected: "‹2›", found: "‹3›")
        case .wrongElementType: wrongElementType(in: "‹1›", expected: "‹2›", found: "‹3›")
        case .notUTF8: notUTF8("‹1›")
        case .duplicateKey: duplicateKey("‹1›", in: "‹2›")
        case .unknownKey: unknownKey("‹1›", in: "‹2›", known: ["‹3›"])
        case .missingKey: missingKey("‹1›", in: "‹2›")
        case .unknownValue: unknownValue("‹1›", for: "‹2›", known: ["‹3›"])
        case .missingVersion: missingVersion(supported: 901)
        case .unsupportedVersion: unsupportedVersion(901, supported: 902)
        case .navigationFlagFalse: navigationFlagFalse("‹1›")
        case .emptyValue: emptyValue("‹1›")
        case .outputsShareAFile: outputsShareAFile("‹1›", scaffold: "‹2›")
        case .viewControllerMissing: viewControllerMissing("‹1›", file: "‹2›", folder: "‹3›", command: "‹4›")
        case .keyNotInBackend: keyNotInBackend("‹1›", backend: "‹2›")
        case .valueNotInBackend: valueNotInBackend("‹1›", key: "‹2›", backend: "‹3›")
        case .missingApp: missingApp
        case .appNeedsRootOrTabs: appNeedsRootOrTabs
        case .splitWithOtherShape: splitWithOtherShape
        case .splitNeedsIOS14: splitNeedsIOS14(target: IOSVersion(major: 13, minor: 0))
        case .showDetailNeedsSplit: showDetailNeedsSplit
        case .showSupplementaryNeedsColumn: showSupplementaryNeedsColumn
        case .endsDetailFlow:
            endsDetailFlow(
                action: "‹1›", screen: "‹2›", coordinator: "‹3›", key: "‹4›", startedBy: "‹5›", column: "‹6›")
        case .appHasRootAndTabs: appHasRootAndTabs
        case .tabBarControllerIgnored: tabBarControllerIgnored(has: "‹1›")
        case .emptyTabs: emptyTabs
        case .tabHasSystemItemAndImage: tabHasSystemItemAndImage
        case .tooManyTabs: tooManyTabs(901, visible: 902, owner: "‹1›")
        case .invalidDeploymentTarget: invalidDeploymentTarget("‹1›")
        case .deploymentTargetTooLow: deploymentTargetTooLow("‹1›", minimum: .minimum, needs: "‹2›")
        case .moreSystemItem: moreSystemItem
        case .tabNeedsTitle: tabNeedsTitle("coordinator '‹1›'", hasTab: false)
        case .tabIgnored: tabIgnored(coordinator: "‹1›", hasFlows: false)
        case .invalidSymbolName: invalidSymbolName("‹1›", problem: "‹2›")
        case .rootInputUnfilled: rootInputUnfilled(input: "‹1›", screen: "‹2›", coordinator: "‹3›", role: .appRoot)
        case .flowsWithRootOrTabs: flowsWithRootOrTabs
        case .keyNeedsFlows: keyNeedsFlows("‹1›")
        case .tabBarControllerWithFlows: tabBarControllerWithFlows
        case .emptyFlows: emptyFlows
        case .decideOverNoFlows: decideOverNoFlows
        case .missingInitial: missingInitial(first: "‹1›")
        case .flowNamedTwice: flowNamedTwice("‹1›", kinds: ["‹2›", "‹3›"])
        case .emptyTabBar: emptyTabBar("‹1›")
        case .containerNotInFlows: containerNotInFlows("‹1›", kind: "‹2›")
        case .switchWithoutFlows: switchWithoutFlows
        case .switchTargetNotTopLevel: switchTargetNotTopLevel("‹1›")
        case .resultCaseNeedsSwitch: resultCaseNeedsSwitch("‹1›", coordinator: "‹2›")
        case .resultSwitchOutsideTopLevel: resultSwitchOutsideTopLevel(coordinator: "‹1›")
        case .whenLeftInTopLevelFlow: whenLeftInTopLevelFlow(coordinator: "‹1›")
        case .startsTopLevelFlowWithResult: startsTopLevelFlowWithResult("‹1›")
        case .flowNeverReached: flowNeverReached("‹1›")
        case .flowNeverLeft: flowNeverLeft("‹1›")
        case .invalidName: invalidName("‹1›", kind: "‹2›", problem: "‹3›")
        case .typeNameNotCapitalized: typeNameNotCapitalized("‹1›", kind: "‹2›")
        case .duplicateName: duplicateName("‹1›", kind: "‹2›", firstLine: 901)
        case .unknownReference: unknownReference("‹1›", kind: "‹2›", known: ["‹3›"])
        case .invalidType: invalidType("‹1›", reason: "‹2›")
        case .miscasedType: miscasedType("‹1›", meant: "‹2›")
        case .uninhabitedType: uninhabitedType("‹1›")
        case .invalidDefault: invalidDefault("‹1›", problem: "‹2›")
        case .defaultTypeMismatch: defaultTypeMismatch("‹1›", problem: "‹2›")
        case .typeDeclaredTwice: typeDeclaredTwice("‹1›", first: "‹2›", second: "‹3›")
        case .namesDifferOnlyInCase: namesDifferOnlyInCase("‹1›", "‹2›")
        case .shadowsFrameworkType: shadowsFrameworkType("‹1›", origin: "‹2›", framework: "‹3›")
        case .fileTaken: fileTaken("‹1›", origin: "‹2›", file: "‹3›", holds: "‹4›")
        case .fileNameTooLong: fileNameTooLong(origin: "‹1›", bytes: 901, limit: 902)
        case .memberShadowsType: memberShadowsType("‹1›", kind: "‹2›", owner: "‹3›")
        case .memberIsGeneratedLocal: memberIsGeneratedLocal("‹1›", kind: "‹2›")
        case .parameterHidesRuntimeMember: parameterHidesRuntimeMember("‹1›")
        case .parameterNamedLikeEventAction: parameterNamedLikeEventAction("‹1›")
        case .reservedEventCase: reservedEventCase("‹1›", reason: "‹2›")
        case .inputClashesWithScreenClass: inputClashesWithScreenClass("‹1›", superclass: "‹2›")
        case .viewModelUsesFrameworkType: viewModelUsesFrameworkType("‹1›", screen: "‹2›", framework: "‹3›")
        case .frameworkTypeInViewModelApp: frameworkTypeInViewModelApp("‹1›", what: "‹2›", framework: "‹3›")
        case .clashesWithDependencies: clashesWithDependencies("‹1›", kind: "‹2›")
        case .embedClashesWithScreenClass: embedClashesWithScreenClass("‹1›", superclass: "‹2›")
        case .embedsStartScreen: embedsStartScreen("‹1›", coordinator: "‹2›")
        case .embeddedInputUnfilled: embeddedInputUnfilled("‹1›", screen: "‹2›", container: "‹3›")
        case .embeddedInputMismatch:
            embeddedInputMismatch(
                "‹1›", screen: "‹2›", expected: "‹3›", source: "‹4›", container: "‹5›", found: "‹6›")
        case .embeddedStartsResultFlow:
            embeddedStartsResultFlow(
                action: "‹1›", screen: "‹2›", coordinator: "‹3›", containers: ["‹4›"], nested: true)
        case .resultToWithoutEmbeddedResultFlow: resultToWithoutEmbeddedResultFlow(screen: "‹1›")
        case .embedCycle: embedCycle(["‹1›"])
        case .messageNamedLikeScreenClassMember: messageNamedLikeScreenClassMember("‹1›", superclass: "‹2›")
        case .messageFirstLabel: messageFirstLabel("‹1›", message: "‹2›")
        case .messagesUnheard: messagesUnheard("‹1›")
        case .memberClash: memberClash("‹1›", first: "‹2›", second: "‹3›")
        case .resultCaseNamedLikeOptional: resultCaseNamedLikeOptional("‹1›")
        case .messageValueNamedLikeSender: messageValueNamedLikeSender("‹1›", message: "‹2›")
        case .memberNamedLikeFactory: memberNamedLikeFactory("‹1›", kind: "‹2›", screen: "‹3›")
        case .shadowsStandardProtocol: shadowsStandardProtocol("‹1›", origin: "‹2›")
        case .actionNamedResult: actionNamedResult
        case .reservedActionName: reservedActionName("‹1›")
        case .protocolIgnored: protocolIgnored(screen: "‹1›", style: "‹2›")
        case .storyboardIgnored: storyboardIgnored(screen: "‹1›", mode: .code)
        case .swiftUIWithoutViewModel: swiftUIWithoutViewModel("‹1›")
        case .swiftUIViewShadows: swiftUIViewShadows("‹1›", view: "‹2›")
        case .swiftUIContainer: swiftUIContainer("‹1›", embed: "‹2›")
        case .swiftUIMessages: swiftUIMessages("‹1›", message: "‹2›")
        case .noNavigation: noNavigation(action: "‹1›")
        case .severalNavigations: severalNavigations(action: "‹1›", keys: ["‹2›"])
        case .modalWithoutStartChild: modalWithoutStartChild
        case .animatedOnCustom: animatedOnCustom
        case .presentationNeedsModal: presentationNeedsModal(key: "‹1›")
        case .emptyDetents: emptyDetents
        case .duplicateDetent: duplicateDetent("‹1›")
        case .detentsNeedSheet: detentsNeedSheet(style: "‹1›")
        case .customPresentationOfFlow: customPresentationOfFlow
        case .compactStyleNeedsAdaptiveStyle: compactStyleNeedsAdaptiveStyle(style: "‹1›")
        case .compactPopoverOfSheet: compactPopoverOfSheet(style: "‹1›")
        case .wrapWithoutPresent: wrapWithoutPresent(navigation: "‹1›")
        case .unwrappedScreenInStack: unwrappedScreenInStack("‹1›", shown: "‹2›")
        case .unwrappedScreenNavigates: unwrappedScreenNavigates("‹1›", navigation: "‹2›")
        case .unwrappedScreenEmbeds: unwrappedScreenEmbeds("‹1›", embedded: "‹2›")
        case .weakInputNotOptional: weakInputNotOptional("‹1›", type: "‹2›")
        case .weakInputNotClass: weakInputNotClass("‹1›", type: "‹2›")
        case .passWithoutDestination: passWithoutDestination(navigation: "‹1›")
        case .unknownPassInput: unknownPassInput("‹1›", screen: "‹2›", known: ["‹3›"])
        case .unknownPassParameter: unknownPassParameter("‹1›", action: "‹2›", known: ["‹3›"])
        case .unknownPassValue: unknownPassValue("‹1›", resultCase: "‹2›", known: ["‹3›"])
        case .passInputMismatch:
            passInputMismatch(
                "‹1›", screen: "‹2›", found: "‹3›", input: "‹4›", destination: "‹5›", expected: "‹6›")
        case .passFromEmbeddedScreenInput: passFromEmbeddedScreenInput("‹1›", screen: "‹2›")
        case .invalidPassedValue: invalidPassedValue("‹1›", problem: "‹2›")
        case .passedValueMismatch: passedValueMismatch("‹1›", input: "‹2›", problem: "‹3›")
        case .passSourceInFinish: passSourceInFinish("‹1›")
        case .passSourceKeys: passSourceKeys("‹1›")
        case .passTypeMismatch:
            passTypeMismatch(
                parameter: "‹1›", parameterType: "‹2›", input: "‹3›", screen: "‹4›", inputType: "‹5›")
        case .inputUnfilled: inputUnfilled(input: "‹1›", screen: "‹2›", action: "‹3›")
        case .protocolRequirementConflict:
            protocolRequirementConflict("‹1›", selector: "‹2›", first: "‹3›", second: "‹4›")
        case .coordinatorActionConflict:
            coordinatorActionConflict(
                coordinator: "‹1›", selector: "‹2›", first: "‹3›", second: "‹4›",
                scoped: [(screen: "‹5›", action: "‹6›", shared: false)])
        case .scopedActionReserved:
            scopedActionReserved("‹1›", screen: "‹2›", method: "‹3›", coordinator: "‹4›", shared: false)
        case .closeClosesNothing: closeClosesNothing(action: "‹1›", screen: "‹2›", coordinators: ["‹3›"])
        case .sharedFinishWithResult:
            sharedFinishWithResult("‹1›", screen: "‹2›", sharedBy: "‹3›", resultCase: "‹4›")
        case .sharedFinishWithThen: sharedFinishWithThen("‹1›", screen: "‹2›", sharedBy: "‹2›")
        case .thenWithoutFinish: thenWithoutFinish(navigation: "‹1›")
        case .followUpWithoutStarter: followUpWithoutStarter(action: "‹1›", coordinator: "‹2›")
        case .unknownFollowUpAction:
            unknownFollowUpAction("‹1›", screen: "‹2›", coordinator: "‹3›", known: ["‹4›"])
        case .followUpValueUnfilled: followUpValueUnfilled("‹1›", type: "‹2›", then: "‹3›", action: "‹4›")
        case .followUpTargetsDiffer:
            followUpTargetsDiffer("‹1›", first: "‹2›", second: "‹3›", coordinator: "‹4›")
        case .followUpValueNotSendable: followUpValueNotSendable("‹1›", part: "‹2›")
        case .followUpTakesSender: followUpTakesSender("‹1›", then: "‹2›")
        case .emptyChoices: emptyChoices
        case .textNeedsOneSource: textNeedsOneSource("‹1›")
        case .defaultWithoutLocalizedKey: defaultWithoutLocalizedKey
        case .alertTextParameterUnknown: alertTextParameterUnknown("‹1›", action: "‹2›", known: [])
        case .alertTextParameterNotString: alertTextParameterNotString("‹1›", type: "‹2›")
        case .eachChoiceWithTitle: eachChoiceWithTitle
        case .asWithoutEach: asWithoutEach
        case .eachListNotStrings: eachListNotStrings("‹1›", type: "‹2›")
        case .eachElementTaken: eachElementTaken("‹1›", action: "‹2›")
        case .eachChoiceCancels: eachChoiceCancels
        case .eachChoicesAlone: eachChoicesAlone
        case .eachElementFillsNonString: eachElementFillsNonString("‹1›", type: "‹2›", action: "‹3›")
        case .secondCancelChoice: secondCancelChoice
        case .textFieldInActionSheet: textFieldInActionSheet
        case .textFieldNamedLikeParameter: textFieldNamedLikeParameter("‹1›", action: "‹2›")
        case .unknownChoiceAction: unknownChoiceAction("‹1›", screen: "‹2›", known: ["‹3›"], by: "‹4›")
        case .choiceParameterUnfilled:
            choiceParameterUnfilled("‹1›", action: "‹2›", choice: "‹3›", alert: "‹4›")
        case .textFieldFillsNonString: textFieldFillsNonString("‹1›", type: "‹2›", action: "‹3›")
        case .choiceParameterTypeDiffers:
            choiceParameterTypeDiffers("‹1›", type: "‹2›", action: "‹3›", own: "‹4›", alert: "‹5›")
        case .choiceRunsSenderAction: choiceRunsSenderAction("‹1›", choice: "‹2›", alert: "‹3›")
        case .parameterNamedSender: parameterNamedSender
        case .senderOnViewModelScreen: senderOnViewModelScreen("‹1›")
        case .emptyShareItems: emptyShareItems
        case .shareItemNotParameter: shareItemNotParameter("‹1›", action: "‹2›", known: ["‹3›"])
        case .shareItemOptional: shareItemOptional("‹1›", type: "‹2›")
        case .shareResultUnfilled: shareResultUnfilled("‹1›", action: "‹2›", share: "‹3›")
        case .shareResultType: shareResultType("‹1›", type: "‹2›", expected: "‹3›", action: "‹4›")
        case .cameraResultUnfilled: cameraResultUnfilled("‹1›", action: "‹2›", camera: "‹3›", image: "‹4›")
        case .cameraResultType: cameraResultType("‹1›", type: "‹2›", action: "‹3›", image: "‹4›")
        case .photoPickerNeedsDeploymentTarget: photoPickerNeedsDeploymentTarget("‹1›")
        case .photoPickerLimit: photoPickerLimit(-2)
        case .unrestorableValue: unrestorableValue("‹1›", type: "‹2›", action: "‹3›")
        case .photoPickerResultUnfilled: photoPickerResultUnfilled("‹1›", action: "‹2›", picker: "‹3›")
        case .photoPickerResultType: photoPickerResultType("‹1›", type: "‹2›", action: "‹3›")
        case .printItemNotParameter: printItemNotParameter("‹1›", action: "‹2›", known: ["‹3›"])
        case .printItemType: printItemType("‹1›", type: "‹2›", printable: ["‹3›"])
        case .exportNeedsDeploymentTarget: exportNeedsDeploymentTarget("‹1›")
        case .exportFilesNotParameter: exportFilesNotParameter("‹1›", action: "‹2›", known: ["‹3›"])
        case .exportFilesType: exportFilesType("‹1›", type: "‹2›")
        case .exportResultUnfilled: exportResultUnfilled("‹1›", action: "‹2›", export: "‹3›")
        case .exportResultType: exportResultType("‹1›", type: "‹2›", action: "‹3›")
        case .emptyImportTypes: emptyImportTypes
        case .importNeedsDeploymentTarget: importNeedsDeploymentTarget("‹1›")
        case .importTypeInvalid: importTypeInvalid("‹1›")
        case .callbackSchemeInvalid: callbackSchemeInvalid("‹1›")
        case .toScreenOnEmbeddedScreen: toScreenOnEmbeddedScreen("‹1›", screen: "‹2›")
        case .toScreenNameTaken: toScreenNameTaken("‹1›", by: "‹2›")
        case .regularStyleUnsupported: regularStyleUnsupported("‹1›", compact: "‹2›")
        case .regularStyleWithCompactStyle: regularStyleWithCompactStyle
        case .grabberNeedsSheet: grabberNeedsSheet(style: "‹1›")
        case .presentationInputNotParameter:
            presentationInputNotParameter("‹1›", key: "‹2›", action: "‹3›", known: ["‹4›"], type: "‹5›", holding: "‹6›")
        case .presentationInputType:
            presentationInputType("‹1›", key: "‹2›", type: "‹3›", expected: "‹4›", holding: "‹5›")
        case .presentationResultUnfilled:
            presentationResultUnfilled("‹1›", action: "‹2›", by: "‹3›", of: "‹4›", gives: [("‹5›", "‹6›")])
        case .presentationResultType:
            presentationResultType("‹1›", type: "‹2›", expected: "‹3›", action: "‹4›", by: "‹5›")
        case .numberFieldType: numberFieldType("‹1›", type: "‹2›", action: "‹3›", value: .int)
        case .emptySetStack: emptySetStack
        case .emptyRemoving: emptyRemoving
        case .removingTwice: removingTwice("‹1›")
        case .removingWithoutPush: removingWithoutPush(navigation: "‹1›")
        case .removingScreenNotShown: removingScreenNotShown("‹1›", coordinator: "‹2›", shown: ["‹3›"])
        case .startInputReserved: startInputReserved("‹1›", coordinator: "‹2›")
        case .actionClashesWithStartInput: actionClashesWithStartInput("‹1›", coordinator: "‹2›")
        case .actionClashesWithFactory: actionClashesWithFactory("‹1›", coordinator: "‹2›")
        case .finishWithoutParent:
            finishWithoutParent(action: "‹1›", screen: "‹2›", coordinator: "‹3›", role: .appRoot)
        case .resultOnRootFlow: resultOnRootFlow(coordinator: "‹1›", role: .tab)
        case .selectTabNotATab: selectTabNotATab("‹1›", tabs: ["‹2›"])
        case .runsWithoutSelectTab: runsWithoutSelectTab(navigation: "‹1›")
        case .runsSenderAction: runsSenderAction("‹1›", screen: "‹2›")
        case .runsValueUnfilled: runsValueUnfilled("‹1›", type: "‹2›", target: "‹3›", action: "‹4›")
        case .runsValueTypeDiffers: runsValueTypeDiffers("‹1›", type: "‹2›", target: "‹3›", own: "‹4›", action: "‹5›")
        case .singleInstanceParentless: singleInstanceParentless("‹1›", role: .tab)
        case .decideNothing: decideNothing("‹1›")
        case .decideScreenTwice: decideScreenTwice("‹1›", coordinator: "‹2›")
        case .decideInputUnfilled: decideInputUnfilled("‹1›", screen: "‹2›", coordinator: "‹3›", start: "‹4›")
        case .decideInputType:
            decideInputType("‹1›", type: "‹2›", screen: "‹3›", coordinator: "‹4›", given: "‹5›", start: "‹6›")
        case .runsInDecidingFlow: runsInDecidingFlow("‹1›", tab: "‹2›")
        case .appActionNavigation: appActionNavigation("‹1›", key: "‹2›")
        case .appActionPushes: appActionPushes("‹1›")
        case .appActionStartsResultFlow: appActionStartsResultFlow("‹1›", flow: "‹2›")
        case .appActionStartsFlowWithThen: appActionStartsFlowWithThen("‹1›", flow: "‹2›")
        case .appActionPresentationStyle: appActionPresentationStyle("‹1›")
        case .appActionSelectTabNeedsTabs: appActionSelectTabNeedsTabs
        case .appActionTabNotListed: appActionTabNotListed("‹1›")
        case .appActionTabFirst: appActionTabFirst("‹1›")
        case .chooseOnEmbeddedScreen: chooseOnEmbeddedScreen("‹1›", screen: "‹2›")
        case .keepsStateParentless: keepsStateParentless("‹1›", role: .tab)
        case .keepsStateResult: keepsStateResult("‹1›")
        case .keepsStateInputs: keepsStateInputs("‹1›", screen: "‹2›", input: "‹3›")
        case .keptFlowStart: keptFlowStart("‹1›", flow: "‹2›", reason: "‹3›")
        case .keptFlowFollowUp: keptFlowFollowUp("‹1›", coordinator: "‹2›")
        case .flowEmbeddedTwice: flowEmbeddedTwice("‹1›", containers: ["‹2›", "‹3›"])
        case .embeddedFlowElsewhere: embeddedFlowElsewhere("‹1›", container: "‹2›", as: "‹3›")
        case .flowEmbedCycle: flowEmbedCycle("‹1›", container: "‹2›", owner: "‹3›")
        case .chooseOnSharedScreen: chooseOnSharedScreen("‹1›", screen: "‹2›", sharedBy: "‹3›")
        case .chooseEmpty: chooseEmpty("‹1›", screen: "‹2›")
        case .chooseChoosing: chooseChoosing("‹1›", action: "‹2›")
        case .chooseSender: chooseSender("‹1›", action: "‹2›")
        case .chooseValueUnfilled: chooseValueUnfilled("‹1›", target: "‹2›", action: "‹3›")
        case .animatedOnChoose: animatedOnChoose
        case .appActionPassesInput: appActionPassesInput("‹1›")
        case .resultWithoutCases: resultWithoutCases(coordinator: "‹1›")
        case .resultValueLabel: resultValueLabel("‹1›")
        case .resultValueNotSendable: resultValueNotSendable("‹1›", part: "‹2›")
        case .missingWhenLeft: missingWhenLeft(coordinator: "‹1›", cases: ["‹2›"])
        case .whenLeftHasValues: whenLeftHasValues("‹1›")
        case .finishNeedsCase: finishNeedsCase(action: "‹1›", screen: "‹2›", coordinator: "‹3›", cases: ["‹4›"])
        case .finishCaseWithoutResult: finishCaseWithoutResult("‹1›", action: "‹2›", coordinator: "‹3›")
        case .unknownResultCase: unknownResultCase("‹1›", coordinator: "‹2›", known: ["‹3›"])
        case .resultValueUnfilled: resultValueUnfilled("‹1›", resultCase: "‹2›", action: "‹3›")
        case .resultValueMismatch:
            resultValueMismatch("‹1›", resultCase: "‹2›", expected: "‹3›", parameter: "‹4›", found: "‹5›")
        case .dismissWithoutPresentation:
            dismissWithoutPresentation(action: "‹1›", screen: "‹2›", coordinator: "‹3›")
        case .coordinatorNeverStarted: coordinatorNeverStarted("‹1›")
        case .screenNeverShown: screenNeverShown("‹1›")
        case .presentationNeverLeft: presentationNeverLeft("‹1›", kind: "‹2›", style: "‹3›")
        case .reservedRouteName: reservedRouteName("‹1›", purpose: "opens routes")
        case .presentationRunsItself: presentationRunsItself("‹1›", by: "the camera")
        case .alertOnlyRunsItself: alertOnlyRunsItself("‹1›")
        case .routeNamedLikeOptional: routeNamedLikeOptional("‹1›")
        case .reservedRouteParameter: reservedRouteParameter("‹1›", pattern: "‹2›")
        case .invalidRoutePattern: invalidRoutePattern("‹1›", reason: "‹2›")
        case .routePatternsOverlap: routePatternsOverlap("‹1›", route: "‹2›", other: "‹3›", otherRoute: "‹4›")
        case .routePatternsDiffer: routePatternsDiffer("‹1›", route: "‹2›", values: "‹3›", first: "‹4›")
        case .routeViaFormat: routeViaFormat("‹1›")
        case .routeUnreachable: routeUnreachable("‹1›", screen: "‹2›", throughVia: false)
        case .routeUnreachableInSplit:
            routeUnreachableInSplit("‹1›", screen: "‹2›", column: "‹3›", flow: "‹4›", throughVia: false)
        case .routeAmbiguous: routeAmbiguous("‹1›", screen: "‹2›", first: "‹3›", second: "‹4›")
        case .routeThroughSender: routeThroughSender("‹1›", action: "‹2›", screen: "‹3›")
        case .routeValueUnfilled:
            routeValueUnfilled("‹1›", type: "‹2›", action: "‹3›", screen: "‹4›", route: "‹5›")
        case .routeValueTypeDiffers:
            routeValueTypeDiffers("‹1›", type: "‹2›", action: "‹3›", screen: "‹4›", expected: "‹5›", route: "‹6›")
        case .routeValueUnused: routeValueUnused("‹1›", route: "‹2›")
        case .routeWaitNotTopLevel: routeWaitNotTopLevel("‹1›")
        case .routeWaitOnScreen: routeWaitOnScreen("‹1›")
        case .onRouteWithoutRoutes: onRouteWithoutRoutes("‹1›")
        case .linkedScreenWithoutRoute: linkedScreenWithoutRoute("‹1›")
        case .linkTypeIsStandard: linkTypeIsStandard("‹1›")
        case .linkTypeReserved: linkTypeReserved("‹1›", purpose: "‹2›")
        case .linkTypeUnused: linkTypeUnused("‹1›")
        case .entriesEmpty: entriesEmpty("‹1›")
        case .entryShared: entryShared("‹1›", type: "‹2›", route: "‹3›", other: "‹4›")
        case .activityIsWebPage: activityIsWebPage("‹1›")
        case .notificationEmpty: notificationEmpty("‹1›")
        case .notificationsOverlap: notificationsOverlap("‹1›", other: "‹2›")
        case .entryKeyUnknownValue: entryKeyUnknownValue("‹1›", route: "‹2›", suggestion: "‹3›")
        case .routeThroughArrival: routeThroughArrival("‹1›", kind: "‹2›", name: "‹3›", waits: true)
        case .newCoordinatorCannotShow: newCoordinatorCannotShow("‹1›", screen: "‹2›")
        case .unknownCoordinatorForScreen: unknownCoordinatorForScreen("‹1›", known: ["‹2›"])
        case .childCoordinatorExists: childCoordinatorExists("‹1›", start: "‹2›")
        case .coordinatorExists: coordinatorExists("‹1›")
        case .inputsForExistingScreen: inputsForExistingScreen("‹1›")
        case .screenShownByNoCoordinator: screenShownByNoCoordinator("‹1›")
        case .modalNeedsAction: modalNeedsAction
        case .tabNeedsTabsApp: tabNeedsTabsApp(.root)
        case .screenNotShownBy: screenNotShownBy("‹1›", coordinator: "‹2›")
        case .actionExists: actionExists("‹1›", screen: "‹2›")
        case .tabListedTwice: tabListedTwice("‹1›")
        }
    }
}
