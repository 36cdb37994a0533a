import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the figures were measured on, and how much memory the process has used.
enum Machine {
  /// One line: processor, cores, memory, system.
  static var description: String {
    let info = ProcessInfo.processInfo
    let memory = Double(info.physicalMemory) / Double(1 << 30)
    return "\(processorName ?? "unknown processor"), \(info.activeProcessorCount) cores, "
      + "\(String(format: "%.0f", memory)) GiB, \(info.operatingSystemVersionString)"
  }

  /// The processor's model name from /proc/cpuinfo (Linux only).
  private static var processorName: String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
    return line?.split(separator: ":", maxSplits: 1).last.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The load average over the last minute, from /proc/loadavg (Linux only): how
  /// busy other programs kept the machine while the figures were taken.
  static var loadAverage: String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let first = text.split(separator: " ").first
    else { return "unknown" }
    return String(first)
  }

  /// Starts counting the peak memory again from what the process holds now
  /// (Linux only: writes 5 to `/proc/self/clear_refs`), so that each part of a
  /// run reports its own peak.
  static func resetPeakMemory() {
    guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
    file.write(Data("5".utf8))
    try? file.close()
  }

  /// The process's peak resident memory so far, in bytes: its max RSS. On Linux
  /// it is read from `/proc/self/status` (`VmHWM`), because `getrusage` there
  /// also counts the process that started this one before it ran this program
  /// (`swift run` itself); elsewhere from `getrusage`.
  static var peakMemory: Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kibibytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    {
      return kibibytes * 1024
    }
    var usage = rusage()
    #if canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss)
    #else
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}
