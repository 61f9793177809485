import Testing

@testable import coordgen

@Suite("Process lifetime")
struct ProcessLifetimeTests {
    final class Tracked: Sendable {}

    @Test("values are left for the exit only in a process that exits after its command")
    func keptOnlyWhenExiting() {
        weak var freed: Tracked?
        weak var kept: Tracked?
        do {
            let value = Tracked()
            freed = value
            ProcessLifetime.keepUntilExit(value, context: Self.context(exitsAfterCommand: false))
        }
        do {
            let value = Tracked()
            kept = value
            ProcessLifetime.keepUntilExit(value, context: Self.context(exitsAfterCommand: true))
        }
        #expect(freed == nil, "a process that runs on (the tests) must free what its commands leave")
        #expect(kept != nil, "a process that exits after its command should not free what it leaves")
    }

    private static func context(exitsAfterCommand: Bool) -> Context {
        Context(
            console: Console(output: { _ in }, error: { _ in }, usesColor: false),
            fileSystem: FileSystem(currentDirectory: "/"), environment: [:], exitsAfterCommand: exitsAfterCommand)
    }
}
