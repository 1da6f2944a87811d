import SectionIndexAlgorithms

/// Canonical decomposition (NFD) from the package's own Unicode tables, so that
/// results do not depend on the platform's Unicode version.
struct Normalizer: Sendable {
  /// Per code point: `start << 8 | length` into `scalars` (0: no decomposition).
  private let decompositions: ScalarMap
  private let scalars: [UInt32]
  /// Canonical combining classes (0 for most).
  private let classes: ScalarMap
  /// Code points below this value never decompose and have class 0.
  private let firstSpecial: UInt32

  static let shared = Normalizer()

  private init() {
    var pairs: [(UInt32, UInt32)] = []
    var scalars: [UInt32] = [0]  // so that no decomposition starts at 0
    var d = PackedNumbers(canonicalDecompositionData)
    var cp: UInt32 = 0
    while !d.isAtEnd {
      cp += d.next()
      let n = d.next()
      pairs.append((cp, UInt32(scalars.count) << 8 | n))
      for _ in 0..<n { scalars.append(d.next()) }
    }
    var c = PackedNumbers(combiningClassData)
    var classPairs: [(UInt32, UInt32)] = []
    cp = 0
    while !c.isAtEnd {
      cp += c.next()
      classPairs.append((cp, c.next()))
    }
    self.decompositions = ScalarMap(pairs: pairs)
    self.scalars = scalars
    self.classes = ScalarMap(pairs: classPairs)
    self.firstSpecial = Swift.min(pairs.first?.0 ?? 0x110000, classPairs.first?.0 ?? 0x110000)
  }

  @inline(__always)
  func combiningClass(_ cp: UInt32) -> UInt8 {
    cp < firstSpecial ? 0 : UInt8(truncatingIfNeeded: classes[cp])
  }

  /// Appends the NFD form of `string`'s scalars to `out`.
  ///
  /// - Returns: Whether the NFD form differs from the input.
  @discardableResult
  func appendNFD<S: Sequence<Unicode.Scalar>>(_ string: S, to out: inout [UInt32]) -> Bool {
    var changed = false
    let start = out.count
    var needsOrdering = false
    for scalar in string {
      let cp = scalar.value
      if cp < firstSpecial {
        out.append(cp)
        continue
      }
      if cp >= 0xAC00 && cp <= 0xD7A3 {
        let s = cp - 0xAC00
        out.append(0x1100 + s / 588)
        out.append(0x1161 + (s % 588) / 28)
        if s % 28 != 0 { out.append(0x11A7 + s % 28) }
        changed = true
        continue
      }
      let d = decompositions[cp]
      if d != 0 {
        changed = true
        let start = Int(d >> 8)
        for k in 0..<Int(d & 0xFF) {
          let c = scalars[start + k]
          if combiningClass(c) != 0 { needsOrdering = true }
          out.append(c)
        }
      } else {
        if combiningClass(cp) != 0 { needsOrdering = true }
        out.append(cp)
      }
    }
    if needsOrdering {
      // Reordering changes the string only if some pair was out of order.
      let before = Array(out[start...])
      reorder(&out, from: start)
      if !changed && !out[start...].elementsEqual(before) { changed = true }
    }
    return changed
  }

  /// Canonical ordering: stable sort of each run of non-starters by class.
  private func reorder(_ buffer: inout [UInt32], from start: Int) {
    var i = start
    while i < buffer.count {
      if combiningClass(buffer[i]) == 0 {
        i += 1
        continue
      }
      var j = i
      while j < buffer.count && combiningClass(buffer[j]) != 0 { j += 1 }
      if j - i > 1 {
        // Insertion sort: runs are short and it is stable.
        for k in (i + 1)..<j {
          let c = buffer[k]
          let cc = combiningClass(c)
          var m = k
          while m > i && combiningClass(buffer[m - 1]) > cc {
            buffer[m] = buffer[m - 1]
            m -= 1
          }
          buffer[m] = c
        }
      }
      i = j
    }
  }
}
