extension String {
  /// The text of `scalars`, written as UTF-8 in one go: appending scalars one
  /// at a time costs several times more, and tables are mostly long runs of
  /// plain text between quotes and in comments.
  init(_ scalars: ArraySlice<Unicode.Scalar>) {
    var length = 0
    for scalar in scalars { length += UTF8.width(scalar) }
    self.init(unsafeUninitializedCapacity: length) { buffer in
      var index = 0
      for scalar in scalars {
        let value = scalar.value
        switch value {
        case 0..<0x80:
          buffer[index] = UInt8(value)
          index += 1
        case 0x80..<0x800:
          buffer[index] = UInt8(0xC0 | value >> 6)
          buffer[index + 1] = UInt8(0x80 | value & 0x3F)
          index += 2
        case 0x800..<0x10000:
          buffer[index] = UInt8(0xE0 | value >> 12)
          buffer[index + 1] = UInt8(0x80 | value >> 6 & 0x3F)
          buffer[index + 2] = UInt8(0x80 | value & 0x3F)
          index += 3
        default:
          buffer[index] = UInt8(0xF0 | value >> 18)
          buffer[index + 1] = UInt8(0x80 | value >> 12 & 0x3F)
          buffer[index + 2] = UInt8(0x80 | value >> 6 & 0x3F)
          buffer[index + 3] = UInt8(0x80 | value & 0x3F)
          index += 4
        }
      }
      return index
    }
  }
}
