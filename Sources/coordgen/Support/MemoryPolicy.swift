import Dispatch
import SystemShims

#if canImport(Glibc)
    import Glibc
#endif

/// How the process asks the C library for memory, set once before it generates (Linux with glibc only; elsewhere
/// nothing changes).
///
/// A generate of a large app touches tens of megabytes of fresh heap, and on Linux each first touch of a 4 KB page
/// is a page fault: about 3,300 in a fresh run of 1,000 screens, at 2 to 3 µs each on a virtual machine. So each
/// thread's heap starts with one large step of memory advised to the kernel as wanting huge pages (`MADV_HUGEPAGE`),
/// which fault in 2 MB at a time; the main heap also grows in large steps afterwards (`M_TOP_PAD`), and no heap is
/// handed back while the process runs (`M_TRIM_THRESHOLD`). Untouched, a step is only reserved address space; the
/// exit returns all of it.
enum MemoryPolicy {
    /// How far the main heap grows at a time.
    static let growthStep = 64 << 20
    /// The advised step that starts each thread's heap.
    static let firstStep = 16 << 20

    /// Applies the policy to the main thread's heap and to that of the worker thread it starts; once per process.
    static func apply() {
        _ = applied
    }

    private static let applied: Void = {
        #if canImport(Glibc)
            guard configureAllocator() else { return }
            adviseHeapStart(toBreak: true)
            // glibc gives each thread that allocates a heap of its own. The first worker thread, which later runs
            // the parallel stages beside the main thread, starts now and advises its heap the same way. That takes
            // well under a millisecond; a worker that cannot start soon (no threads to be had) is not waited for.
            let advised = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                adviseHeapStart(toBreak: false)
                advised.signal()
            }
            _ = advised.wait(timeout: .now() + .milliseconds(50))
        #endif
    }()

    #if canImport(Glibc)
        /// Sets the C library's allocator options; `false` when it has none (a C library other than glibc).
        static func configureAllocator() -> Bool {
            // `mallopt` and its options are in malloc.h, which Swift's Glibc module leaves out, so it is called
            // through SystemShims; the option numbers are glibc's (M_TRIM_THRESHOLD -1, M_TOP_PAD -2,
            // M_MMAP_THRESHOLD -3). A step must stay below the threshold from which allocations get a mapping of their
            // own instead of coming from the heap.
            let set = coordgen_set_allocator_option
            return set(-2, Int32(growthStep)) == 1 && set(-1, Int32.max) == 1 && set(-3, Int32(growthStep / 2)) == 1
        }

        /// Allocates `firstStep` from the calling thread's heap, which grows to hold it, advises its pages (and, on
        /// the main heap, those up to the heap's end, `toBreak`), then frees it for later allocations to reuse.
        /// Returns the advised addresses, or `nil` when the advice was not taken.
        @discardableResult
        static func adviseHeapStart(toBreak: Bool) -> Range<Int>? {
            guard let block = malloc(firstStep) else { return nil }
            defer { free(block) }
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: block) + pageSize - 1) / pageSize * pageSize
            var end = (Int(bitPattern: block) + firstStep) / pageSize * pageSize
            // The heap's end, if the block is what just grew it: a block the allocator placed elsewhere (the heap
            // could not grow in place) leaves the range at the block's own pages.
            if toBreak, let heapEnd = sbrk(0).map({ Int(bitPattern: $0) }), heapEnd > end,
                heapEnd - end <= 2 * growthStep
            {
                end = heapEnd
            }
            guard madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) == 0 else {
                return nil
            }
            return start..<end
        }
    #endif
}
