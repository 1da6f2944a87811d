/// Each scalar's part of a sort key, as far as it does not depend on its
/// neighbours, so that most strings get their whole ``SortKey`` straight
/// from UTF-8: no normalization buffer, no collation elements.
///
/// A sort key is the primaries of every scalar, 0, their secondaries, 0,
/// their tertiaries, 0, the NFD scalars (and, for a string not in NFD, 0 and
/// the string itself). Each level's weights are written the same way
/// wherever a scalar stands, so where a string's collation elements are its
/// scalars' own, one after the other, its key is put together from each
/// scalar's bytes of each level: its `PrimaryCache` entry decides that (no
/// contraction across scalars, no pinyin phrase or surname read another
/// way, nothing `slow`), and, beyond it, no scalar may begin with a
/// combining mark, which canonical ordering could move before an earlier
/// one. Under alternate=shifted a variable weight changes the elements after
/// it, so those collations have no cache.
///
/// An entry is sixteen words: the `PrimaryCache` entry's first word (flags,
/// count, section) with `keySlow` added, the four lengths, then the bytes:
/// primaries, secondaries, tertiaries and, for a scalar that NFD changes,
/// its NFD form in UTF-8. Entries are computed a page of 16 scalars at a
/// time on first use and shared by all threads, as `PrimaryCache`'s are.
/// Pages are small because names use few of the scalars near theirs: the
/// benchmark's million held-out names hold 723 scalars, in 348 pages of 16
/// (5,568 entries computed, about 16 M instructions) or 158 of 128 (20,224,
/// about 46 M); the slots cost a pointer a page (0.5 MB on 64-bit).
final class SortKeyCache: Sendable {
  /// Scalars a page holds: 1 << `pageShift`.
  private static let pageShift = 4
  private static let pageSize = 1 << pageShift
  private static let pageCount = 0x110000 >> pageShift
  private static let entryWords = 16
  /// Room for a scalar's bytes: the entry less its two header words.
  private static let byteCapacity = (entryWords - 2) * 4
  /// In an entry's first word: the string takes the full path (a combining
  /// mark first, or bytes that do not fit the entry). Above
  /// `PrimaryCache.Flags`, below the section.
  private static let keySlow: UInt32 = 0x8000

  let collator: Collator
  let primaries: PrimaryCache
  private let pages = PublishedSlots<Page>(count: pageCount)

  /// The entries of a page's scalars, which never change once published.
  private final class Page: @unchecked Sendable {
    // @unchecked: written only before it is published.
    // Two words more: the last entry's bytes are read eight at a time.
    let words = UnsafeMutablePointer<UInt32>.allocate(
      capacity: SortKeyCache.pageSize * SortKeyCache.entryWords + 2)
    deinit { words.deallocate() }
  }

  /// - Parameter primaries: The collation's cache of primaries without
  ///   codes, whose flags decide which strings take the full path.
  init(collator: Collator, primaries: PrimaryCache) {
    self.collator = collator
    self.primaries = primaries
  }

  @inline(__always)
  private func entry(_ cp: UInt32) -> UnsafePointer<UInt32> {
    let index = Int(cp >> Self.pageShift)
    let page = pages[index] ?? computePage(index)
    return page._withUnsafeGuaranteedRef { UnsafePointer($0.words) }
      + Int(cp & UInt32(Self.pageSize - 1)) * Self.entryWords
  }

  private func computePage(_ index: Int) -> Unmanaged<Page> {
    let page = Page()
    var scratch = Scratch()
    for k in 0..<Self.pageSize {
      compute(
        UInt32(index << Self.pageShift | k), into: page.words + k * Self.entryWords,
        scratch: &scratch)
    }
    return pages.publish(page, at: index)
  }

  /// Buffers reused for the scalars of a page.
  private struct Scratch {
    var nfd: [UInt32] = []
    var buffer: [UInt32] = []
    var elements: [CollationElement] = []
    var levels: [UInt8] = []
    var bytes: [UInt8] = []
  }

  private func compute(
    _ cp: UInt32, into entry: UnsafeMutablePointer<UInt32>, scratch: inout Scratch
  ) {
    entry.update(repeating: 0, count: Self.entryWords)
    let header = primaries.entry(cp).words[0]
    let flags = PrimaryCache.Flags(rawValue: header & 0xFFFC)
    guard !flags.contains(.slow), let scalar = Unicode.Scalar(cp) else {
      entry[0] = header | Self.keySlow
      return
    }
    let normalizer = Normalizer.shared
    scratch.nfd.removeAll(keepingCapacity: true)
    let changed = normalizer.appendNFD(CollectionOfOne(scalar), to: &scratch.nfd)
    // The whole decomposition at once, as `PrimaryCache` reads it; readings
    // are each character's default, which its flags make sure of.
    scratch.buffer.removeAll(keepingCapacity: true)
    scratch.buffer += scratch.nfd
    scratch.elements.removeAll(keepingCapacity: true)
    collator.appendElements(of: &scratch.buffer, to: &scratch.elements)
    scratch.levels.removeAll(keepingCapacity: true)
    collator.appendKey(
      of: &scratch.elements, identical: [], original: [UInt8]?.none, to: &scratch.levels)
    let (p, s, t) = collator.levelLengths(of: scratch.elements)
    let levels = scratch.levels
    scratch.bytes.removeAll(keepingCapacity: true)
    scratch.bytes += levels[0..<p]
    scratch.bytes += levels[(p + 1)..<(p + 1 + s)]
    scratch.bytes += levels[(p + s + 2)..<(p + s + 2 + t)]
    var n = 0
    if changed {
      for c in scratch.nfd {
        guard let u = Unicode.Scalar(c) else { continue }
        UTF8.encode(u) { scratch.bytes.append($0) }
      }
      n = scratch.bytes.count - p - s - t
    }
    guard let first = scratch.nfd.first, normalizer.combiningClass(first) == 0,
      scratch.bytes.count <= Self.byteCapacity, n < 256
    else {
      entry[0] = header | Self.keySlow
      return
    }
    entry[0] = header
    entry[1] = UInt32(p) | UInt32(s) << 8 | UInt32(t) << 16 | UInt32(n) << 24
    let raw = UnsafeMutableRawPointer(entry + 2)
    for (i, b) in scratch.bytes.enumerated() {
      raw.storeBytes(of: b, toByteOffset: i, as: UInt8.self)
    }
  }

  /// Calls `body` with the sort key of a string's UTF-8, the same bytes as
  /// `Collator.appendSortKey(for:to:scratch:)` gives, after `prefix` bytes
  /// of room, and with the section where the entries know it (`-1` where
  /// the caller must find it); `nil`, without calling `body`, when the
  /// string needs the full path.
  ///
  /// - Parameter utf8: Valid UTF-8 (a Swift string's).
  /// - Complexity: O(*n*) in the length of the string.
  func withSortKey(
    of utf8: UnsafeBufferPointer<UInt8>, prefix: Int,
    _ body: (UnsafeMutableBufferPointer<UInt8>, Int) -> Int
  ) -> Int? {
    guard let base = utf8.baseAddress, !utf8.isEmpty else { return nil }
    let n = utf8.count
    return withUnsafeTemporaryAllocation(of: UnsafePointer<UInt32>.self, capacity: n) {
      entries -> Int? in
      // First the checks, and each scalar's entry; then the levels.
      var count = 0
      var i = 0
      var afterContraction = false
      var leading = collator.readsNames && collator.readsPinyin
      var section = -1
      var startsSkipped = false
      var levelsLength = 0
      // The NFD form's length, and whether it differs from the string.
      var nfdLength = 0
      var decomposed = false
      let reader = collator.readsPinyin ? collator.data.pinyin : nil
      let holdsSections = primaries.holdsSections
      while i < n {
        let (cp, length) = PrimaryCache.decode(utf8, at: i)
        let e = entry(cp)
        let header = e[0]
        if header & Self.keySlow != 0 { return nil }
        let flags = PrimaryCache.Flags(rawValue: header & 0xFFFC)
        if i == 0 && flags.contains(.skipped) { startsSkipped = true }
        i += length
        if leading {
          // The first scalar after leading white space may start a surname.
          if flags.contains(.surname) { return nil }
          leading = PinyinReader.isSpaceBeforeName(cp)
        }
        if !flags.isEmpty {
          if afterContraction && flags.contains(.continues) { return nil }
          afterContraction = flags.contains(.contraction)
          if flags.contains(.phrase), let reader {
            let next = i < n ? PrimaryCache.decode(utf8, at: i).scalar : nil
            // A next scalar read only after normalization (`slow`) could
            // complete a phrase the quick test cannot see.
            if reader.mayStartPhrase(cp, next: next)
              || next.map({ primaries.entry($0).flags.contains(.slow) }) == true
            {
              return nil
            }
          }
        } else {
          afterContraction = false
        }
        // Sections skip leading white space: the caller finds those.
        if section < 0 && header & 3 != 0 && holdsSections && !startsSkipped {
          section = Int(header >> 16)
        }
        let lengths = e[1]
        levelsLength &+=
          Int(lengths & 0xFF) &+ Int(lengths >> 8 & 0xFF)
          &+ Int(lengths >> 16 & 0xFF)
        let decomposedLength = Int(lengths >> 24)
        nfdLength &+= decomposedLength == 0 ? length : decomposedLength
        decomposed = decomposed || decomposedLength != 0
        entries[count] = e
        count += 1
      }
      let size = prefix + levelsLength + 3 + (decomposed ? nfdLength + 1 + n : n)
      // Eight bytes more: an entry's bytes are copied eight at a time.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size + 8) { key in
        var o = key.baseAddress! + prefix
        // An entry's bytes of one level, eight at a time (most are one to
        // four bytes): what is written past them is overwritten next.
        @inline(__always) func put(_ bytes: UnsafePointer<UInt8>, _ m: Int) {
          var k = 0
          repeat {
            UnsafeMutableRawPointer(o + k).storeBytes(
              of: UnsafeRawPointer(bytes + k).loadUnaligned(as: UInt64.self), as: UInt64.self)
            k += 8
          } while k < m
          o += m
        }
        @inline(__always) func bytes(_ e: UnsafePointer<UInt32>) -> UnsafePointer<UInt8> {
          UnsafeRawPointer(e + 2).assumingMemoryBound(to: UInt8.self)
        }
        for k in 0..<count {
          let e = entries[k]
          put(bytes(e), Int(e[1] & 0xFF))
        }
        o.pointee = 0
        o += 1
        for k in 0..<count {
          let e = entries[k]
          put(bytes(e) + Int(e[1] & 0xFF), Int(e[1] >> 8 & 0xFF))
        }
        o.pointee = 0
        o += 1
        for k in 0..<count {
          let e = entries[k]
          put(bytes(e) + Int(e[1] & 0xFF) + Int(e[1] >> 8 & 0xFF), Int(e[1] >> 16 & 0xFF))
        }
        o.pointee = 0
        o += 1
        if decomposed {
          // NFD scalar by scalar: a scalar that NFD leaves alone is its own
          // UTF-8.
          var j = 0
          for k in 0..<count {
            let lengths = entries[k][1]
            let (_, length) = PrimaryCache.decode(utf8, at: j)
            let m = Int(lengths >> 24)
            if m == 0 {
              // The string's own bytes: not read past their end.
              let own = UnsafeBufferPointer(rebasing: utf8[j..<j + length])
              o.update(from: own.baseAddress!, count: length)
              o += length
            } else {
              let skip = Int(lengths & 0xFF) + Int(lengths >> 8 & 0xFF) + Int(lengths >> 16 & 0xFF)
              put(bytes(entries[k]) + skip, m)
            }
            j += length
          }
          o.pointee = 0
          o += 1
        }
        o.update(from: base, count: n)
        assert(o + n == key.baseAddress! + size)
        assert(o + n <= key.baseAddress! + key.count)
        return body(UnsafeMutableBufferPointer(rebasing: key[0..<size]), section)
      }
    }
  }
}

extension SortKeyCache {
  /// A collation's sort-key cache, made on first use (most collations never
  /// build a key this way), or none under alternate=shifted.
  final class Lazy: Sendable {
    private final class Made: Sendable {
      let cache: SortKeyCache?
      init(_ cache: SortKeyCache?) { self.cache = cache }
    }
    private let slot = PublishedSlots<Made>(count: 1)

    /// Threads that ask at once may each build one; the first published is
    /// kept and the others are dropped.
    func get(_ collator: Collator, primaries: PrimaryCache) -> SortKeyCache? {
      let made =
        slot[0]
        ?? slot.publish(
          Made(
            collator.isShifted ? nil : SortKeyCache(collator: collator, primaries: primaries)),
          at: 0)
      return made._withUnsafeGuaranteedRef { $0.cache }
    }
  }
}
