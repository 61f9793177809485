import Generator
import TestSupport
import Testing

/// Properties every generated file has, whatever the manifest.
@Suite("Output format")
struct OutputFormatTests {
    @Test("lines fit in 120 columns, with no trailing white space or tabs", arguments: Fixture.all)
    func formatting(_ fixture: Fixture) {
        for file in CoordinatorGenerator.standard.generate(manifest: fixture.manifest).files {
            for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(line.count <= 120, "\(file.name):\(number + 1) is \(line.count) columns")
                #expect(!line.hasSuffix(" "), "\(file.name):\(number + 1) ends with a space")
                #expect(!line.contains("\t"), "\(file.name):\(number + 1) has a tab")
            }
            #expect(file.contents.hasSuffix("}\n"), "\(file.name) ends with one newline")
        }
    }

    @Test("generated files carry the header naming the manifest; scaffolds do not", arguments: Fixture.all)
    func headers(_ fixture: Fixture) {
        let result = CoordinatorGenerator.standard.generate(
            manifest: fixture.manifest, options: GenerateOptions(manifestPath: "App/coordgen.json"))
        for file in result.files {
            let isGenerated = file.contents.hasPrefix(
                "// " + Constants.generatedHeaderPrefix + "coordgen.json. Do not edit")
            #expect(isGenerated == (file.kind == .generated), "\(file.name)")
        }
    }
}
