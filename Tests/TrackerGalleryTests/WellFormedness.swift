/// A small checker of XML well-formedness, enough for the gallery's pages: a doctype,
/// elements that nest and close, quoted attributes, and `&` only in character references.
/// Returns the first problem, or nil.
func wellFormednessProblem(_ document: String) -> String? {
  // Every character of the syntax is ASCII, so the UTF-8 bytes serve; read through a buffer
  // pointer, which a debug build reads several times faster than an array.
  Array(document.utf8).withUnsafeBufferPointer { wellFormednessProblem(scalars: $0) }
}

private func wellFormednessProblem(scalars: UnsafeBufferPointer<UInt8>) -> String? {
  let (ampersand, lessThan, greaterThan, slash) = (
    UInt8(0x26), UInt8(0x3C), UInt8(0x3E), UInt8(0x2F)
  )
  let (quote, semicolon, equals) = (UInt8(0x22), UInt8(0x3B), UInt8(0x3D))
  var index = 0
  var open: [String] = []
  var rootSeen = false

  func name(from start: Int) -> (String, Int) {
    var end = start
    while end < scalars.count, isNameCharacter(scalars[end]) { end += 1 }
    return (String(decoding: scalars[start..<end], as: UTF8.self), end)
  }
  func reference(at position: Int) -> Int? {
    var end = position + 1
    while end < scalars.count, scalars[end] != semicolon, end - position < 12 { end += 1 }
    guard end < scalars.count, scalars[end] == semicolon else { return nil }
    let body = String(decoding: scalars[(position + 1)..<end], as: UTF8.self)
    let named = ["amp", "lt", "gt", "quot", "apos"]
    if named.contains(body) { return end + 1 }
    if body.hasPrefix("#x"), UInt32(body.dropFirst(2), radix: 16) != nil { return end + 1 }
    if body.hasPrefix("#"), UInt32(body.dropFirst()) != nil { return end + 1 }
    return nil
  }

  while index < scalars.count {
    let scalar = scalars[index]
    if scalar == ampersand {
      guard let next = reference(at: index) else { return "bad & at \(index)" }
      index = next
      continue
    }
    guard scalar == lessThan else {
      if open.isEmpty {
        if rootSeen && !isSpace(scalar) { return "text after the root element at \(index)" }
        index += 1
        continue
      }
      // Inside an element only `<` and `&` end a run of text: skip to the next one.
      index += 1
      while index < scalars.count, scalars[index] != lessThan, scalars[index] != ampersand {
        index += 1
      }
      continue
    }
    if scalars.count > index + 9, scalars[index + 1] == 0x21,
      scalars[index..<(index + 9)].elementsEqual("<!DOCTYPE".utf8)
    {
      while index < scalars.count, scalars[index] != greaterThan { index += 1 }
      index += 1
      continue
    }
    if index + 1 < scalars.count, scalars[index + 1] == slash {
      let (tag, end) = name(from: index + 2)
      guard end < scalars.count, scalars[end] == greaterThan else {
        return "bad end tag at \(index)"
      }
      guard open.last == tag else {
        return "</\(tag)> at \(index) closes <\(open.last ?? "nothing")>"
      }
      open.removeLast()
      index = end + 1
      continue
    }
    let (tag, afterName) = name(from: index + 1)
    guard !tag.isEmpty else { return "'<' that starts no tag at \(index)" }
    if open.isEmpty && rootSeen { return "a second root element <\(tag)> at \(index)" }
    var position = afterName
    var attributes: Set<String> = []
    while true {
      while position < scalars.count, isSpace(scalars[position]) { position += 1 }
      guard position < scalars.count else { return "unclosed tag <\(tag)>" }
      if scalars[position] == greaterThan {
        open.append(tag)
        rootSeen = true
        position += 1
        break
      }
      if scalars[position] == slash {
        guard position + 1 < scalars.count, scalars[position + 1] == greaterThan else {
          return "bad '/' in <\(tag)> at \(position)"
        }
        rootSeen = true
        position += 2
        break
      }
      let (attribute, afterAttribute) = name(from: position)
      guard !attribute.isEmpty, afterAttribute + 1 < scalars.count,
        scalars[afterAttribute] == equals, scalars[afterAttribute + 1] == quote
      else { return "bad attribute in <\(tag)> at \(position)" }
      guard attributes.insert(attribute).inserted else {
        return "attribute \(attribute) twice in <\(tag)>"
      }
      position = afterAttribute + 2
      while position < scalars.count, scalars[position] != quote {
        if scalars[position] == lessThan {
          return "'<' in an attribute of <\(tag)> at \(position)"
        }
        if scalars[position] == ampersand {
          guard let next = reference(at: position) else {
            return "bad & in <\(tag)> at \(position)"
          }
          position = next
        } else {
          position += 1
        }
      }
      position += 1
    }
    index = position
  }
  if let last = open.last { return "<\(last)> is never closed" }
  return rootSeen ? nil : "no root element"
}

private func isNameCharacter(_ byte: UInt8) -> Bool {
  switch byte {
  case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x2D, 0x5F, 0x2E, 0x3A: return true
  default: return false
  }
}

private func isSpace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}
