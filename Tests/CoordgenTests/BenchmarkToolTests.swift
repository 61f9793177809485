import Foundation
import TestSupport
import Testing

/// The benchmark's command line: it runs for minutes, so an option it does not know stops it before it starts.
@Suite("Benchmark tool")
struct BenchmarkToolTests {
    @Test("--help prints the usage and runs nothing")
    func help() throws {
        let benchmark = try #require(Products.benchmark, "the coordgen-benchmark executable was not built")
        let run = ProcessRunner.run(benchmark, ["--help"])
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.output.hasPrefix("usage: coordgen-benchmark [--coordgen PATH]"))
        #expect(!run.output.contains("screens |"), "it ran the benchmark")
    }

    @Test(
        "an option it does not know, or a bad value, is an error before anything runs",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["--runs"], "--runs needs a value"),
            (["--runs", "0"], "--runs takes a count above 0; got '0'"),
            (["--sizes", "10,x"], "--sizes takes screen counts above 0, such as 10,100; got '10,x'"),
            (["--emit"], "--emit takes one count above 0"),
        ])
    func refusesBadOptions(arguments: [String], message: String) throws {
        let benchmark = try #require(Products.benchmark, "the coordgen-benchmark executable was not built")
        let run = ProcessRunner.run(benchmark, arguments)
        #expect(run.status == 64, "\(run.combined)")
        #expect(run.error.hasPrefix("coordgen-benchmark: error: \(message)\n"), "\(run.error)")
        #expect(run.output.isEmpty, "it ran the benchmark")
    }

    @Test("one small run of this build's coordgen measures a fresh and an unchanged run")
    func smallRun() throws {
        let benchmark = try #require(Products.benchmark, "the coordgen-benchmark executable was not built")
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        let folder = TemporaryDirectory(prefix: "benchmark")
        let run = ProcessRunner.run(
            benchmark, ["--coordgen", coordgen, "--sizes", "10", "--runs", "1", "--folder", folder.url.path])
        #expect(run.status == 0, "\(run.combined)")
        #expect(run.output.contains("\n     10 |     A |"), "\(run.output)")
    }
}
