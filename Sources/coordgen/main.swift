import Foundation
import Generator
let path = CommandLine.arguments[1]
let data = try Data(contentsOf: URL(fileURLWithPath: path))
let result = CoordinatorGenerator.generate(manifest: Array(data), options: GenerateOptions(manifestPath: path))
for d in result.diagnostics { print(d) }
for f in result.files { print("=== \(f.name) (\(f.kind))"); print(f.contents) }
