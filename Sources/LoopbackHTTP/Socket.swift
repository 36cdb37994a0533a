#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the server makes, the same on Linux and macOS: every descriptor is
/// closed on exec (a program the app starts inherits no connection) and never blocks, and
/// writing to a peer that went away returns an error instead of raising SIGPIPE.
enum Socket {
  /// What a read came to.
  enum Received {
    /// This many bytes, at the start of the buffer.
    case bytes(Int)
    /// Nothing yet: the peer has sent nothing more for now.
    case nothingYet
    /// The peer closed its side, or the connection failed.
    case closed
  }

  /// A new TCP socket, or -1.
  static func stream() -> Int32 {
    #if canImport(Darwin)
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #else
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    if socket >= 0 { configure(socket) }
    return socket
  }

  /// Makes `descriptor` non-blocking, closed on exec, and (on macOS) quiet on a broken pipe.
  static func configure(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// The next connection waiting on `listener` (configured), or -1 with `errno` set.
  static func accept(_ listener: Int32) -> Int32 {
    #if canImport(Darwin)
      let connection = Darwin.accept(listener, nil, nil)
    #else
      let connection = Glibc.accept(listener, nil, nil)
    #endif
    if connection >= 0 { configure(connection) }
    return connection
  }

  /// Reads what has come on `descriptor` into `buffer`.
  static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Received {
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 { return .bytes(count) }
      if count == 0 { return .closed }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? .nothingYet : .closed
    }
  }

  /// Writes as much of `bytes` as the socket takes now: how many (0 when it takes none
  /// yet), or nil when the peer went away.
  static func send(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
    while true {
      let count = bytes.withUnsafeBytes { raw in
        #if canImport(Darwin)
          Darwin.send(descriptor, raw.baseAddress, raw.count, 0)
        #else
          Glibc.send(descriptor, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
        #endif
      }
      if count >= 0 { return count }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : nil
    }
  }

  /// A pipe whose two ends are configured like sockets: (read end, write end), or nil.
  static func pipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    #if canImport(Darwin)
      guard Darwin.pipe(&ends) == 0 else { return nil }
    #else
      guard Glibc.pipe(&ends) == 0 else { return nil }
    #endif
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// Asks the system for at least `count` open descriptors for this process (up to its hard
  /// limit), as servers do: the soft limit is often 256 (macOS) or 1,024.
  static func allowDescriptors(_ count: Int) {
    var limit = rlimit()
    #if canImport(Darwin)
      let resource = RLIMIT_NOFILE
    #else
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #endif
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
    limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
    _ = setrlimit(resource, &limit)
  }
}
