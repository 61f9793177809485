import Foundation
import UIKit

// The part of SwiftUI a screen's view and its hosting controller use, as Apple declares it: a view is a value whose
// `body` describes other views; a hosting controller is a view controller that shows one. The stand-in draws nothing.
// A test presses a view's button by its title, as the person would tap it (`press(_:in:)`).

/// A part of the interface: a value whose `body` is made of other views.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Builds a view from the views a `body` lists.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        return TupleView(value: (repeat each content), children: children)
    }
}

/// What the stand-in's own views hold: the views inside them, which `press(_:in:)` walks.
protocol PrimitiveView: View where Body == Never {
    var children: [any View] { get }
}

extension PrimitiveView {
    public var body: Never { fatalError("a primitive view has no body") }
}

/// No view.
public struct EmptyView: PrimitiveView {
    public init() {}
    var children: [any View] { [] }
}

/// Several views, as a `body` lists them.
public struct TupleView<T>: PrimitiveView {
    public var value: T
    let children: [any View]
}

/// Text.
public struct Text: PrimitiveView {
    let content: String
    public init(_ content: String) { self.content = content }
    var children: [any View] { [] }
}

/// A button, which runs its action when the person taps it.
public struct Button<Label: View>: PrimitiveView {
    let title: String
    let action: @MainActor () -> Void
    var children: [any View] { [] }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }
}

/// Views one above the other.
public struct VStack<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var children: [any View] { [content] }
}

/// An object whose changes a view observes. Apple's announces them through Combine, which the stand-in leaves out.
public protocol ObservableObject: AnyObject {}

/// A property of an observable object whose changes redraw the views that observe it.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

/// An observable object a view shows, which its creator owns.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}

/// A view controller that shows a SwiftUI view, `rootView`, which it may replace.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Taps the first button titled `title` in `view`, as the person would: `false` when `view` shows none.
@MainActor
public func press(_ title: String, in view: any View) -> Bool {
    if let button = view as? any PressableButton {
        guard button.title == title else { return false }
        button.press()
        return true
    }
    if let primitive = view as? any PrimitiveView {
        return primitive.children.contains { press(title, in: $0) }
    }
    return press(title, in: body(of: view))
}

@MainActor
private func body<V: View>(of view: V) -> any View {
    view.body
}

/// A button, whatever its label.
private protocol PressableButton {
    var title: String { get }
    @MainActor func press()
}

extension Button: PressableButton {
    func press() { action() }
}
