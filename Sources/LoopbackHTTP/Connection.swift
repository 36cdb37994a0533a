/// One connection of the server, and how far its exchange has come: its request is read, then
/// a handler answers it, then the answer is written, then the client's last bytes are read
/// and dropped so that closing never cuts the answer off. Each phase but the handler's has a
/// deadline.
struct Connection {
  /// How far the exchange has come.
  enum Phase {
    /// The request is coming.
    case reading
    /// A handler has the request (it may hold it, as a long poll does).
    case answering
    /// The answer is being written; `sent` bytes of it are; `drain` says whether the client
    /// may still be sending.
    case writing(bytes: [UInt8], sent: Int, drain: Bool)
    /// The answer is sent and the writing side shut: what still comes is dropped.
    case draining
  }

  /// The socket.
  let socket: Int32
  /// A number no other connection of this server has had.
  let serial: Int
  /// When it was accepted.
  let accepted: ContinuousClock.Instant
  /// How far the exchange has come.
  var phase = Phase.reading
  /// The request read so far.
  var reader: HTTPRequestReader
  /// How many bytes the client has sent.
  var received = 0
  /// Whether its request line carried the token: the person's, never closed to make room.
  var carriesToken = false
  /// Whether the head was checked (a request refused on its head is refused before its body).
  var headChecked = false
  /// Whether the client sent more than its request, so that it may still be sending when
  /// the answer is written.
  var sentMore = false
  /// When the phase ends (nil: a handler has it, and decides).
  var deadline: ContinuousClock.Instant?

  /// A connection accepted at `accepted`, whose request line is due at `lineDue`.
  init(
    socket: Int32, serial: Int, accepted: ContinuousClock.Instant, lineDue: Duration,
    limits: HTTPLimits
  ) {
    self.socket = socket
    self.serial = serial
    self.accepted = accepted
    reader = HTTPRequestReader(limits: limits)
    deadline = accepted + lineDue
  }

  /// Whether it may be closed to make room for another: it has not shown the token and is
  /// still reading, or it is only dropping a client's last bytes.
  var mayMakeRoom: Bool {
    switch phase {
    case .reading: !carriesToken
    case .draining: true
    case .answering, .writing: false
    }
  }

  /// The bytes it holds: the request read so far and the answer not yet written.
  var heldBytes: Int {
    if case .writing(let bytes, _, _) = phase { return bytes.count }
    return reader.bufferedByteCount
  }
}
