import Foundation
import Testing

@testable import coordgen

/// The heap advice that lets a large generate fault its memory in huge pages (MemoryPolicy). Its effect on speed is
/// the benchmark's to measure; these check that the advice lands where the heap's memory is.
@Suite("Memory policy")
struct MemoryPolicyTests {
    #if os(Linux)
        /// The flags of every mapping that overlaps `range`, from `/proc/self/smaps`. (Read to its end by a file
        /// handle: `String(contentsOfFile:)` stops after the first 4 KB of a file in /proc, which reports no size.)
        private func mappingFlags(overlapping range: Range<Int>) throws -> [[String]] {
            let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
            defer { try? handle.close() }
            let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            var flags: [[String]] = []
            var overlaps = false
            for line in smaps.split(separator: "\n") {
                if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                    let start = Int(line[..<dash], radix: 16),
                    let end = Int(line[line.index(after: dash)..<space], radix: 16)
                {
                    overlaps = start < range.upperBound && range.lowerBound < end
                } else if overlaps, line.hasPrefix("VmFlags:") {
                    flags.append(line.dropFirst("VmFlags:".count).split(separator: " ").map(String.init))
                }
            }
            return flags
        }

        @Test("a thread's heap start is advised as wanting huge pages, where the kernel has them")
        func heapStartIsAdvised() throws {
            let kernelHasHugePages = FileManager.default.fileExists(
                atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
            #expect(MemoryPolicy.configureAllocator())
            guard let advised = MemoryPolicy.adviseHeapStart(toBreak: false) else {
                #expect(!kernelHasHugePages, "the advice was refused on a kernel with transparent huge pages")
                return
            }
            #expect(advised.count >= MemoryPolicy.firstStep - 2 * 4096)
            let flags = try mappingFlags(overlapping: advised)
            #expect(!flags.isEmpty, "no mapping holds \(advised)")
            for mapping in flags {
                #expect(mapping.contains("hg"), "a mapping in the advised range lacks the advice: \(mapping)")
            }
        }
    #endif
}
