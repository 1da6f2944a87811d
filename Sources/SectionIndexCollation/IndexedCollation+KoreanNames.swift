import SectionIndexAlgorithms

extension IndexedCollation {
  /// Whether this collation reads Korean names in Hanja by the initial-sound
  /// rule (``initialSoundReading(of:)``): people's names whose Han Korean
  /// decides (`ko`, `en,ko`, not `zh-Hans,ko`).
  public var readsInitialSounds: Bool {
    guard content == .names else { return false }
    let han = locales.first {
      $0.hasUTF8Prefix("zh") || $0.utf8Equals("ja") || $0.utf8Equals("ko")
    }
    return han?.utf8Equals("ko") == true
  }

  /// The reading a South Korean contact list files a name in Hanja by: its
  /// surname in Hangul after the initial-sound rule (두음법칙), which writes
  /// a word-initial ㄹ as ㅇ before i and y and as ㄴ otherwise, and a
  /// word-initial ㄴ as ㅇ before i and y: 李 이, 林 임, 柳 유, 羅 나, 盧 노,
  /// 呂 여. A dictionary, ICU and this collation's own order file those
  /// surnames by their original readings (리, 림, 류, 라, 로) under ㄹ. Give
  /// the result as the phonetic key (`sections(of:by:phoneticKey:)`);
  /// `section-index --names` with a Korean index does.
  ///
  ///     let names = IndexedCollation(locale: "ko", content: .names)
  ///     names.initialSoundReading(of: "李民俊")  // "이民俊": under ㅇ, beside 이민준
  ///     names.initialSoundReading(of: "金民俊")  // nil: 김 has no such initial
  ///
  /// - Returns: The name with its first character, a Hanja whose reading
  ///   the rule changes, replaced by the Hangul syllable; `nil` when the
  ///   rule changes nothing or ``readsInitialSounds`` is false.
  /// - Complexity: O(*n*) in the leading white space, then O(1).
  public func initialSoundReading(of name: String) -> String? {
    guard readsInitialSounds else { return nil }
    let scalars = name.unicodeScalars
    guard let first = scalars.firstIndex(where: { !UnicodeProperties.isWhitespace($0.value) }),
      Collator.isHan(scalars[first].value),
      let syllable = collator.initialSoundSyllable(ofHan: scalars[first].value),
      let replacement = Unicode.Scalar(syllable)
    else { return nil }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars[..<first])
    out.append(replacement)
    out.append(contentsOf: scalars[scalars.index(after: first)...])
    return String(out)
  }
}

extension Collator {
  /// The Hangul syllable a Hanja is read as at the start of a Korean name,
  /// after the initial-sound rule, when the rule changes its reading (the
  /// collation's own, from the Korean tailoring's place for it); else `nil`.
  func initialSoundSyllable(ofHan scalar: UInt32) -> UInt32? {
    var buffer = [scalar]
    var elements: [CollationElement] = []
    appendElements(of: &buffer, to: &elements)
    let jamo = elements.lazy.filter { $0.primary != 0 }.map { Jamo.byPrimary[$0.primary] }
    guard jamo.count == 2 || jamo.count == 3, let l = jamo.first ?? nil,
      let v = jamo[jamo.index(after: jamo.startIndex)]
    else { return nil }
    let t = jamo.count == 3 ? jamo.last ?? nil : 0x11A7
    guard let t, (0x1100...0x1112).contains(l), (0x1161...0x1175).contains(v),
      (0x11A7...0x11C2).contains(t)
    else { return nil }
    // ㅣ ㅑ ㅕ ㅖ ㅛ ㅠ: i and the y-vowels.
    let iOrY: [UInt32] = [0x1175, 0x1163, 0x1167, 0x1168, 0x116D, 0x1172]
    let initial: UInt32
    switch l {
    case 0x1105: initial = iOrY.contains(v) ? 0x110B : 0x1102  // ㄹ → ㅇ or ㄴ
    case 0x1102 where iOrY.contains(v): initial = 0x110B  // ㄴ → ㅇ
    default: return nil
    }
    return 0xAC00 + ((initial - 0x1100) * 21 + (v - 0x1161)) * 28 + (t - 0x11A7)
  }
}

/// The conjoining jamo by their root primary weight, to read a Hanja's
/// Hangul from the Korean tailoring's collation elements (the tailoring
/// sorts each Hanja as its syllable, a secondary difference after it).
private enum Jamo {
  static let byPrimary: [UInt32: UInt32] = {
    let root = Collator(resolved: LocaleResolver.resolve(""))
    var map: [UInt32: UInt32] = [:]
    for cp in Array(0x1100...0x1112) + Array(0x1161...0x1175) + Array(0x11A8...0x11C2) {
      var buffer: [UInt32] = [UInt32(cp)]
      var elements: [CollationElement] = []
      root.appendElements(of: &buffer, to: &elements)
      let primaries = elements.filter { $0.primary != 0 }
      if primaries.count == 1 { map[primaries[0].primary] = UInt32(cp) }
    }
    return map
  }()
}
