import Foundation
import TrackerStateFile
import TrackerWorkload

/// `tracker-kit-bench workload S|M|L|H --out FILE [--seed N]`: writes a workload as a state
/// file (atomically), so that a person can try the apps on ten years of data; then exits.
func writeWorkload(_ arguments: [String]) -> Never {
  var arguments = arguments[...]
  var name: String?
  var out: String?
  var seed = Workload.defaultSeed
  while let argument = arguments.popFirst() {
    switch argument {
    case "S", "M", "L", "H":
      guard name == nil else { fail("name one workload") }
      name = argument
    case "--out": out = arguments.popFirst()
    case "--seed":
      guard let value = arguments.popFirst().flatMap({ UInt64($0) }) else {
        fail("--seed needs a whole number")
      }
      seed = value
    default: fail("unknown argument '\(argument)'")
    }
  }
  guard let name, let out else { fail("name a workload (S, M, L or H) and --out FILE") }
  let workload: Workload
  switch name {
  case "S": workload = .small()
  case "M": workload = .medium(seed: seed)
  case "L": workload = .large(seed: seed)
  default: workload = .heavyUser(seed: seed)
  }
  do {
    try StateFile.save(workload.state, to: out)
  } catch {
    fail(error.description)
  }
  say("wrote \(out): \(workload.name), \(workload.summary); today is \(workload.today)")
  exit(0)
}

private func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
  exit(1)
}
