/// The locals and closure parameters that UIKit's generated method bodies declare where the manifest's names are in
/// scope: an input, parameter or text field with one of these names would be hidden by it, or passed before it is
/// declared. Translation spells each through this type, and validation refuses them as names
/// (``UIKitBackend/generatedLocals``), so a new local is one new case that both sides read.

import Generator

enum Local: String, CaseIterable, CustomStringConvertible {
    /// The screen an action creates, or the first screen a flow shows.
    case viewController
    /// The flow an action starts, or that a split view starts in its secondary column.
    case child
    /// The flow a split view with three columns starts in its supplementary column.
    case supplementaryFlow
    /// The archive a storyboard creates a screen from.
    case coder
    /// What a switch or a route walks down through, from the window's root.
    case presented
    /// What the screen tells its coordinator, in the events style.
    case event
    /// The navigation controller a presentation or a stack edit works on.
    case stack
    /// The screen an action came from, or whose result a flow hands back.
    case screen
    /// The screen that asked, whose inputs an action's `pass` reads.
    case shown
    /// What receives a started flow's result.
    case handler
    /// The continuation an `async` action resumes with the flow's result.
    case continuation
    /// What resumes that continuation once.
    case waiter
    /// The screen a flow shows while it decides its first one.
    case placeholder

    var description: String { rawValue }
}
