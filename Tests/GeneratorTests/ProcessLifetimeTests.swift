import Testing

@testable import Generator

@Suite("Process lifetime")
struct ProcessLifetimeTests {
    final class Tracked: Sendable {}

    @Test("a value left for the exit stays allocated; one that is not is freed")
    func keptUntilExit() {
        weak var freed: Tracked?
        weak var kept: Tracked?
        do {
            let value = Tracked()
            freed = value
        }
        do {
            let value = Tracked()
            kept = value
            ProcessLifetime.keepUntilExit(value)
        }
        #expect(freed == nil, "the control value was not freed, so the test cannot tell anything")
        #expect(kept != nil, "a value left for the exit was freed")
    }
}
