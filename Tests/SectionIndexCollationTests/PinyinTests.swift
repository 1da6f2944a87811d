import Foundation
import SectionIndexCollationTables
import Testing

@testable import SectionIndexCollation

/// Syllables of `text` in the given style, as `PinyinReader.pinyin` writes them.
private func read(
  _ text: String, names: Bool = false, style: PinyinReader.Style = .plain
) -> String {
  CollationData.compiledIn.pinyin.pinyin(text, names: names, style: style)
}

/// The first `count` syllables of a name read in name mode.
private func surname(of name: String, syllables count: Int) -> String {
  read(name, names: true).split(separator: " ").prefix(count).joined(separator: " ")
}

@Suite("PinyinReader")
struct PinyinTests {
  // MARK: - Surnames

  // Compound surnames. Source: 百家姓 (list); 现代汉语词典 (7th ed.) entries
  // marked 姓 (readings); CLDR Han-Latin-Names (万俟, 长孙, 澹台, 令狐).
  static let compoundSurnames: [(String, String)] = [
    ("欧阳修", "ou yang"), ("司马光", "si ma"), ("诸葛亮", "zhu ge"), ("上官婉儿", "shang guan"),
    ("尉迟恭", "yu chi"), ("万俟卨", "mo qi"), ("长孙无忌", "zhang sun"), ("澹台灭明", "tan tai"),
    ("单于", "chan yu"), ("皇甫嵩", "huang fu"), ("公孙瓒", "gong sun"), ("令狐冲", "ling hu"),
    ("宇文泰", "yu wen"), ("慕容复", "mu rong"), ("东方朔", "dong fang"), ("夏侯惇", "xia hou"),
    ("轩辕", "xuan yuan"), ("司徒雷登", "si tu"), ("司空图", "si kong"), ("端木赐", "duan mu"),
    ("百里奚", "bai li"), ("呼延灼", "hu yan"), ("南宫适", "nan gong"), ("西门豹", "xi men"),
    ("独孤信", "du gu"), ("闻人", "wen ren"), ("赫连勃勃", "he lian"), ("拓跋珪", "tuo ba"),
    ("第五伦", "di wu"), ("东郭", "dong guo"), ("申屠嘉", "shen tu"), ("公羊高", "gong yang"),
    ("钟离春", "zhong li"), ("淳于髡", "chun yu"), ("太史慈", "tai shi"), ("公冶长", "gong ye"),
    ("漆雕开", "qi diao"), ("乐正子", "yue zheng"), ("巫马施", "wu ma"), ("鲜于", "xian yu"),
    ("闾丘", "lü qiu"), ("夹谷", "jia gu"), ("完颜阿骨打", "wan yan"), ("仲孙", "zhong sun"),
    ("颛孙师", "zhuan sun"), ("左丘明", "zuo qiu"), ("梁丘", "liang qiu"), ("羊舌", "yang she"),
  ]

  // Single surnames read differently from the character's usual reading.
  // Source: 百家姓; 现代汉语词典 (7th ed.) 姓 entries; CLDR Han-Latin-Names.
  static let singleSurnames: [(String, String)] = [
    ("曾国藩", "zeng"), ("曾巩", "zeng"), ("单雄信", "shan"), ("单田芳", "shan"), ("仇英", "qiu"),
    ("解缙", "xie"), ("区永", "ou"), ("区家麟", "ou"), ("查良镛", "zha"), ("查继佐", "zha"),
    ("朴槿惠", "piao"), ("朴树", "piao"), ("覃振", "qin"), ("翟志刚", "zhai"), ("种师道", "chong"),
    ("召忽", "shao"), ("宿夕", "su"), ("折克行", "she"), ("祭仲", "zhai"), ("句践", "gou"),
    ("谌容", "chen"), ("莘", "shen"), ("乜", "nie"), ("粘", "nian"), ("繁钦", "po"),
    ("秘", "bi"), ("隗嚣", "wei"), ("蕃", "pi"), ("沈从文", "shen"), ("沈括", "shen"),
    ("褚遂良", "chu"), ("朝", "chao"), ("柏", "bai"), ("盖叫天", "ge"), ("乐毅", "yue"),
    ("员半千", "yun"), ("缪", "miao"), ("尉缭", "wei"), ("长", "chang"), ("卜", "bu"),
    ("薄昭", "bo"), ("贲", "ben"), ("费", "fei"), ("燕", "yan"), ("过", "guo"),
    ("华佗", "hua"), ("纪晓岚", "ji"), ("任正", "ren"), ("应", "ying"), ("洗", "xian"),
    ("冼星海", "xian"), ("能", "nai"), ("眭", "sui"), ("郇", "huan"), ("阚泽", "kan"),
    ("瞿秋白", "qu"), ("黑", "he"), ("重", "chong"), ("都", "du"), ("传", "chuan"),
    ("曲", "qu"), ("车", "che"), ("石", "shi"), ("训", "xun"), ("少", "shao"),
    ("刀", "diao"), ("干", "gan"), ("葛优", "ge"), ("牟", "mou"), ("舍", "she"),
    ("宓", "fu"), ("逄", "pang"), ("佴", "nai"), ("訾", "zi"), ("隽", "juan"),
    ("厍", "she"), ("要", "yao"), ("角", "jue"), ("么", "yao"), ("便", "pian"),
    ("乘", "cheng"), ("奇", "ji"), ("那", "na"), ("鲜", "xian"), ("啜", "chuai"),
    ("炅", "gui"), ("於", "yu"), ("盛", "sheng"), ("相", "xiang"), ("雍", "yong"),
    ("贾", "jia"), ("乾隆", "qian"),
    // Common surnames read as usual.
    ("王", "wang"), ("李", "li"), ("张", "zhang"), ("刘", "liu"), ("陈", "chen"),
  ]

  // Traditional forms. Source: as above, through Unihan kTraditionalVariant.
  static let traditionalSurnames: [(String, String)] = [
    ("單雄信", "shan"), ("區永", "ou"), ("曾國藩", "zeng"), ("查良鏞", "zha"), ("樂毅", "yue"),
    ("華佗", "hua"), ("紀曉嵐", "ji"), ("種師道", "chong"), ("蓋叫天", "ge"), ("員半千", "yun"),
    ("繆", "miao"), ("長", "chang"), ("歐陽修", "ou yang"), ("諸葛亮", "zhu ge"),
    ("長孫無忌", "zhang sun"), ("萬俟卨", "mo qi"), ("尉遲恭", "yu chi"), ("澹臺滅明", "tan tai"),
    ("單于", "chan yu"), ("司馬光", "si ma"), ("令狐沖", "ling hu"), ("東方朔", "dong fang"),
  ]

  // Tables are looped, not passed as arguments: one Swift Testing event a
  // table instead of one a case (CONTRIBUTING.md, "Test output").
  @Test func surnameReadings() {
    for (name, expected) in Self.compoundSurnames + Self.singleSurnames + Self.traditionalSurnames {
      let count = expected.split(separator: " ").count
      #expect(surname(of: name, syllables: count) == expected, "\(name)")
    }
  }

  @Test func givenNameReadsAsText() {
    // 曾经 as a name is Zēng Jīng (as ICU's Han-Latin/Names); as text céngjīng.
    #expect(read("曾经", names: true, style: .toneMarks) == "zēng jīng")
    #expect(read("曾经", names: false, style: .toneMarks) == "céng jīng")
    #expect(read("曾国藩", names: true, style: .toneMarks) == "zēng guó fān")
    #expect(read("曾国藩", names: true, style: .toneNumbers) == "zeng1 guo2 fan1")
    #expect(read("曾国藩", names: true, style: .plain) == "zeng guo fan")
    // Only the start is a surname.
    #expect(read("王曾", names: true) == "wang ceng")
    #expect(read("  单田芳", names: true) == "  shan tian fang")
    // A surname is not read as a surname in text mode.
    #expect(read("单雄信", names: false).hasPrefix("dan "))
  }

  // MARK: - Phrases

  // Words whose reading differs from the characters' default readings.
  // Source: pypinyin phrases_dict (MIT) checked against 现代汉语词典 (7th ed.).
  static let phrases: [(String, String)] = [
    // Place names (现代汉语词典; 中华人民共和国行政区划).
    ("长沙", "chang sha"), ("厦门", "xia men"), ("重庆", "chong qing"), ("长春", "chang chun"),
    ("长安", "chang an"), ("长江", "chang jiang"), ("长城", "chang cheng"), ("蚌埠", "beng bu"),
    ("六安", "lu an"), ("丽水", "li shui"), ("番禺", "pan yu"), ("乐亭", "lao ting"),
    ("铅山", "yan shan"), ("台州", "tai zhou"), ("西藏", "xi zang"),
    // 重 zhòng / chóng.
    ("重要", "zhong yao"), ("重新", "chong xin"), ("重复", "chong fu"), ("重阳", "chong yang"),
    ("重量", "zhong liang"),
    // 曾 céng / zēng.
    ("曾经", "ceng jing"),
    // 行 xíng / háng; 长 cháng / zhǎng.
    ("银行", "yin hang"), ("行长", "hang zhang"), ("长大", "zhang da"), ("成长", "cheng zhang"),
    ("校长", "xiao zhang"), ("省长", "sheng zhang"),
    // 乐 lè / yuè.
    ("音乐", "yin yue"), ("快乐", "kuai le"), ("乐器", "yue qi"), ("乐观", "le guan"),
    // 会 huì / kuài; 觉 jué / jiào; 还 hái / huán; 都 dōu / dū.
    ("会计", "kuai ji"), ("觉得", "jue de"), ("睡觉", "shui jiao"), ("午觉", "wu jiao"),
    ("觉醒", "jue xing"), ("还是", "hai shi"), ("还钱", "huan qian"), ("还原", "huan yuan"),
    ("还有", "hai you"), ("大都", "da du"), ("都是", "dou shi"),
    // 朝 zhāo / cháo: pypinyin reads 朝阳 zhāoyáng (the morning sun); the Beijing
    // district 朝阳区 is Cháoyáng — a word-level dictionary cannot tell them apart.
    ("朝阳", "zhao yang"), ("朝气", "zhao qi"), ("朝代", "chao dai"),
    // 调 diào / tiáo; 和 hé / huo / hè; 数 shù / shǔ.
    ("调查", "diao cha"), ("空调", "kong tiao"), ("调整", "tiao zheng"), ("暖和", "nuan huo"),
    ("附和", "fu he"), ("和平", "he ping"), ("数学", "shu xue"),
    // 着 zhe / zháo / zhuó; 差 chà / chāi / cī; 参 cān / shēn / cēn.
    ("着急", "zhao ji"), ("看着", "kan zhe"), ("着落", "zhuo luo"), ("睡着", "shui zhao"),
    ("差不多", "cha bu duo"), ("出差", "chu chai"), ("参差", "cen ci"), ("参加", "can jia"),
    ("人参", "ren shen"),
    // 好 hǎo / hào; 为 wéi / wèi; 处 chǔ / chù; 种 zhǒng / zhòng; 少 shǎo / shào.
    ("爱好", "ai hao"), ("为了", "wei le"), ("因为", "yin wei"), ("处理", "chu li"),
    ("到处", "dao chu"), ("种子", "zhong zi"), ("种地", "zhong di"), ("少年", "shao nian"),
    ("多少", "duo shao"),
    // 便 biàn / pián; 似 sì / shì; 省 shěng / xǐng; 传 chuán / zhuàn; 模 mó / mú.
    ("便宜", "pian yi"), ("方便", "fang bian"), ("似的", "shi de"), ("反省", "fan xing"),
    ("传记", "zhuan ji"), ("传说", "chuan shuo"), ("模样", "mu yang"), ("模范", "mo fan"),
    // 薄 báo / bó; 血 xuè / xiě (pypinyin reads 流血 liúxiě; 现代汉语词典 has liúxuè); 角 jiǎo / jué; 降 jiàng / xiáng; 露 lù / lòu.
    ("薄弱", "bo ruo"), ("流血", "liu xie"), ("角色", "jue se"), ("号角", "hao jiao"),
    ("降落", "jiang luo"), ("投降", "tou xiang"), ("露面", "lou mian"), ("暴露", "bao lu"),
    // 弹 tán / dàn; 发 fā / fà; 中 zhōng / zhòng; 应 yīng / yìng; 给 gěi / jǐ.
    ("弹琴", "tan qin"), ("子弹", "zi dan"), ("发现", "fa xian"), ("中奖", "zhong jiang"),
    ("应该", "ying gai"), ("答应", "da ying"), ("给予", "ji yu"), ("供给", "gong ji"),
    // 没 méi / mò; 塞 sāi / sài / sè; 率 lǜ / shuài; 恶 è / wù / ě.
    ("没有", "mei you"), ("沉没", "chen mo"), ("塞外", "sai wai"), ("堵塞", "du se"),
    ("率领", "shuai ling"), ("效率", "xiao lü"), ("可恶", "ke wu"), ("厌恶", "yan wu"),
    // 藏 cáng / zàng; 称 chēng / chèn; 几 jǐ / jī; 强 qiáng / qiǎng / jiàng.
    ("藏族", "zang zu"), ("宝藏", "bao zang"), ("隐藏", "yin cang"), ("称心", "chen xin"),
    ("称呼", "cheng hu"), ("几乎", "ji hu"), ("茶几", "cha ji"), ("勉强", "mian qiang"),
    ("倔强", "jue jiang"), ("强大", "qiang da"),
    // 将 jiāng / jiàng; 了 le / liǎo; 解 jiě / xiè; 难 nán / nàn; 佛 fó / fú.
    ("将军", "jiang jun"), ("了解", "liao jie"), ("解放", "jie fang"), ("难过", "nan guo"),
    ("灾难", "zai nan"), ("佛教", "fo jiao"), ("仿佛", "fang fu"),
    // 地 dì / de; 单 dān / chán.
    ("地方", "di fang"), ("单位", "dan wei"), ("单于", "chan yu"),
  ]

  // Traditional spellings. Source: as above, through Unihan kTraditionalVariant.
  static let traditionalPhrases: [(String, String)] = [
    ("長沙", "chang sha"), ("長大", "zhang da"), ("銀行", "yin hang"), ("音樂", "yin yue"),
    ("快樂", "kuai le"), ("重慶", "chong qing"), ("廈門", "xia men"), ("會計", "kuai ji"),
    ("覺得", "jue de"), ("睡覺", "shui jiao"), ("還是", "hai shi"), ("還錢", "huan qian"),
    ("參加", "can jia"), ("人參", "ren shen"), ("傳記", "zhuan ji"), ("長城", "chang cheng"),
    ("校長", "xiao zhang"), ("調整", "tiao zheng"), ("空調", "kong tiao"), ("重慶市", "chong qing shi"),
  ]

  @Test func phraseReadings() {
    for (text, expected) in Self.phrases + Self.traditionalPhrases {
      #expect(read(text) == expected, "\(text)")
    }
  }

  /// The phrase table is one range-coded stream: without it words read by
  /// their characters' defaults; cut short, it keeps the words before the
  /// cut (sorted by first scalar: 长 U+957F comes late); damaged, it reads
  /// something, never traps.
  @Test func phraseStreamsEmptyCutOrDamaged() {
    func reader(phrases: [UInt8]) -> String {
      phrases.withUnsafeBufferPointer { phrases in
        CollationData(supplying: [("pinyinPhraseData", phrases)]).pinyin
          .pinyin("重庆长沙", names: false, style: .plain)
      }
    }
    #expect(reader(phrases: []) == "zhong qing zhang sha")
    let literal = pinyinPhraseData
    let whole = Array(
      UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    #expect(reader(phrases: whole) == "chong qing chang sha")
    // 重 U+91CD starts 88% of the way through the stream, 长 U+957F 92%.
    #expect(
      reader(phrases: Array(whole[..<(whole.count * 9 / 10 / 5 * 5)])) == "chong qing zhang sha")
    for text in Self.damaged(whole, seed: 7) { #expect(!reader(phrases: text).isEmpty) }
  }

  /// Twenty seeded texts: random digits of random length, and `whole` with
  /// one digit changed, in turn.
  static func damaged(_ whole: [UInt8], seed: UInt64) -> [[UInt8]] {
    var state = seed
    return (0..<20).map { round in
      var text = round % 2 == 0 ? [] : whole
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      if text.isEmpty {
        text = (0..<Int(state >> 53)).map { k in UInt8(0x24 + (state >> UInt64(k % 50)) % 91) }
      } else {
        text[Int(state >> 33) % text.count] = UInt8(0x24 + state % 91)
      }
      return text
    }
  }

  /// The character table is one range-coded stream as well: without it no
  /// character has a reading; cut short, the characters before the cut
  /// keep theirs (by scalar: 一 U+4E00 a sixth of the way, 龥 U+9FA5 past
  /// half); damaged, it reads something, never traps.
  @Test func characterStreamsEmptyCutOrDamaged() {
    func readings(_ characters: [UInt8]) -> [String?] {
      characters.withUnsafeBufferPointer { characters in
        let reader = CollationData(supplying: [("pinyinCharacterData", characters)]).pinyin
        return ["一", "龥"].map { (c: Unicode.Scalar) in
          reader.defaultReading(of: c).map { reader.syllable(of: $0, style: .toneNumbers) }
        }
      }
    }
    #expect(readings([]) == [nil, nil])
    let literal = pinyinCharacterData
    let whole = Array(
      UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    #expect(readings(whole) == ["yi1", "yu4"])
    #expect(readings(Array(whole[..<(whole.count / 2 / 5 * 5)])) == ["yi1", nil])
    for text in Self.damaged(whole, seed: 11) {
      _ = readings(text)
      // The zh tailoring's order of ideographs is decoded against them.
      text.withUnsafeBufferPointer { text in
        let collation = IndexedCollation(
          locales: ["zh-Hans"], data: CollationData(supplying: [("pinyinCharacterData", text)]))
        #expect(collation.section(for: "Anna") == 0)
      }
    }
  }

  /// The zh tailoring's ideographs, which its table leaves to
  /// `zhHanOrderData` (Tools/hanorder.py): ICU's pinyin order, by reading,
  /// decoded against the readings.
  @Test func tailoredHanOrderDecodes() {
    let reader = CollationData.compiledIn.pinyin
    let literal = zhHanOrderData
    let whole = Array(
      UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    let order = whole.withUnsafeBufferPointer { reader.tailoredOrder($0).order }
    #expect(order.count == 21_168 && Set(order).count == order.count)
    // 吖 ā first; by reading after that: ā, a, āi, ài; zēng, zhāng, zuǒ.
    #expect(order.first == 0x5416)
    func place(_ c: Unicode.Scalar) -> Int { order.firstIndex(of: c.value) ?? -1 }
    #expect(place("阿") < place("啊") && place("啊") < place("哀") && place("哀") < place("爱"))
    #expect(place("增") < place("张") && place("张") < place("左"))
    #expect([UInt8]().withUnsafeBufferPointer { reader.tailoredOrder($0).order.isEmpty })
    // Cut or damaged: some order or none, never a trap; and a zh collation
    // built on one still sections.
    var texts = Self.damaged(whole, seed: 13)
    texts.append(Array(whole[..<(whole.count / 2 / 5 * 5)]))
    for text in texts {
      let decoded = text.withUnsafeBufferPointer { reader.tailoredOrder($0) }
      #expect(decoded.order.allSatisfy { $0 <= 0x10FFFF })
      #expect(decoded.representatives.allSatisfy { $0 <= 0x10FFFF })
      text.withUnsafeBufferPointer { text in
        let collation = IndexedCollation(
          locales: ["zh-Hans"], data: CollationData(supplying: [("zhHanOrderData", text)]))
        #expect(collation.section(for: "Anna") == 0)
      }
    }
  }

  @Test func longestMatchFromTheStart() {
    // Words inside longer text.
    #expect(read("我去长沙了") == "wo qu chang sha le")
    #expect(read("中国银行行长") == "zhong guo yin hang hang zhang")
    #expect(read("重庆火锅", style: .toneNumbers) == "chong2 qing4 huo3 guo1")
    #expect(read("长大了", style: .toneMarks) == "zhǎng dà le")
  }

  // MARK: - Characters

  // Source: Unihan kMandarin (first value).
  static let defaults: [(String, String)] = [
    ("的", "de5"), ("一", "yi1"), ("是", "shi4"), ("不", "bu4"), ("了", "le5"),
    ("人", "ren2"), ("我", "wo3"), ("在", "zai4"), ("有", "you3"), ("他", "ta1"),
    ("这", "zhe4"), ("中", "zhong1"), ("大", "da4"), ("来", "lai2"), ("上", "shang4"),
    ("国", "guo2"), ("个", "ge4"), ("到", "dao4"), ("说", "shuo1"), ("们", "men5"),
    ("长", "zhang3"), ("長", "zhang3"), ("曾", "ceng2"), ("单", "dan1"), ("女", "nü3"),
  ]

  @Test(arguments: defaults)
  func defaultReading(character: String, expected: String) throws {
    let scalar = try #require(character.unicodeScalars.first)
    let reading = try #require(CollationData.compiledIn.pinyin.defaultReading(of: scalar))
    #expect(CollationData.compiledIn.pinyin.syllable(of: reading, style: .toneNumbers) == expected)
    #expect(read(character, style: .toneNumbers) == expected)
  }

  @Test func extensionCharacters() throws {
    // U+20000 (Extension B) and U+3400 (Extension A) have Unihan readings.
    #expect(CollationData.compiledIn.pinyin.defaultReading(of: "\u{20000}") != nil)
    #expect(CollationData.compiledIn.pinyin.defaultReading(of: "\u{3400}") != nil)
  }

  @Test func nonHanPassthrough() {
    #expect(read("") == "")
    #expect(read("", names: true) == "")
    #expect(read("Zoë 123!") == "Zoë 123!")
    #expect(read("abc曾经def") == "abc ceng jing def")
    #expect(read("长沙，重庆") == "chang sha，chong qing")
    #expect(read("かな한글") == "かな한글")
    let readings = CollationData.compiledIn.pinyin.readings(of: "a长b", names: false)
    #expect(readings.count == 3)
    #expect(readings[0] == nil && readings[2] == nil)
    #expect(readings[1] != nil)
  }

  @Test func toneStyles() {
    #expect(read("绿女", style: .toneMarks) == "lǜ nǚ")
    #expect(read("绿女", style: .toneNumbers) == "lü4 nü3")
    #expect(read("觉得", style: .toneMarks) == "jué de")
    #expect(read("觉得", style: .toneNumbers) == "jue2 de5")
  }

  /// Each syllable's toned forms: its tone letter's (the generated table
  /// writes it in upper case) by the standard rule, as Tools/generate-pinyin.py's
  /// `with_tone` places them, marks that do not compose left combining.
  @Test func tonedSyllablesPlaceTheMarkByTheRule() {
    let reader = CollationData.compiledIn.pinyin
    var forms: [String: [String]] = [:]
    for syllable in 0..<reader.syllableCount {
      let plain = reader.syllable(of: .init(syllable: syllable, tone: 5), style: .toneMarks)
      forms[plain] = (1...4).map {
        reader.syllable(of: .init(syllable: syllable, tone: $0), style: .toneMarks)
      }
    }
    #expect(forms.count == 418)
    let expected: [(String, [String])] = [
      ("a", ["ā", "á", "ǎ", "à"]), ("zhuang", ["zhuāng", "zhuáng", "zhuǎng", "zhuàng"]),
      ("lou", ["lōu", "lóu", "lǒu", "lòu"]), ("kuai", ["kuāi", "kuái", "kuǎi", "kuài"]),
      ("qiong", ["qiōng", "qióng", "qiǒng", "qiòng"]), ("gui", ["guī", "guí", "guǐ", "guì"]),
      ("liu", ["liū", "liú", "liǔ", "liù"]), ("lü", ["lǖ", "lǘ", "lǚ", "lǜ"]),
      ("nüe", ["nüē", "nüé", "nüě", "nüè"]),
      ("m", ["m\u{304}", "ḿ", "m\u{30C}", "m\u{300}"]),
      ("hm", ["hm\u{304}", "hḿ", "hm\u{30C}", "hm\u{300}"]),
      ("n", ["n\u{304}", "ń", "ň", "ǹ"]),
      ("er", ["ēr", "ér", "ěr", "èr"]),
    ]
    for (plain, toned) in expected {
      let ours = forms[plain]?.map { Array($0.unicodeScalars) }
      #expect(ours == toned.map { Array($0.unicodeScalars) }, "\(plain)")
    }
  }

  // MARK: - Collation support

  @Test func representativesHaveTheirReading() throws {
    let reader = CollationData.compiledIn.pinyin
    let representatives = try #require(CollationData.compiledIn.locale(named: "zh")).representatives
    var found = 0
    for syllable in 0..<reader.syllableCount {
      for tone in 1...5 {
        let reading = PinyinReader.Reading(syllable: syllable, tone: tone)
        guard let scalar = representatives.representativeCharacter(for: reading) else { continue }
        #expect(reader.defaultReading(of: scalar) == reading)
        found += 1
      }
    }
    // 1,381 of CLDR 41's 1,465 readings have one among the characters ICU 78's
    // (CLDR 48's) zh order still lists.
    #expect(found > 1350)
    // zēng (曾 as a surname): the zh.xml line `<*𦀓増𬤤鄫增… # zēng`.
    let zeng = try #require(reader.readings(of: "曾", names: true)[0])
    let representative = try #require(representatives.representativeCharacter(for: zeng))
    #expect(reader.syllable(of: zeng, style: .toneMarks) == "zēng")
    #expect("𦀓増𬤤鄫增".unicodeScalars.contains(representative))
  }

  static let zhCollation = "/usr/share/unicode/cldr/common/collation/zh.xml"

  @Test(.enabled(if: FileManager.default.fileExists(atPath: zhCollation)))
  func everyCharacterOfCLDRPinyinOrderHasItsReading() throws {
    let xml = try String(contentsOfFile: Self.zhCollation, encoding: .utf8)
    let start = try #require(xml.range(of: "<collation type='pinyin'>"))
    let end = try #require(xml.range(of: "</collation>", range: start.upperBound..<xml.endIndex))
    let reader = CollationData.compiledIn.pinyin
    var checked = 0
    var otherReading: [String] = []
    for line in xml[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("<*"), let hash = trimmed.firstIndex(of: "#") else { continue }
      let characters = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<hash]
        .trimmingCharacters(in: .whitespaces)
      // "# bì" or, for a group continued over several lines, "# bì (p1)".
      let label = trimmed[trimmed.index(after: hash)...].split(separator: " ").first ?? ""
      for scalar in characters.unicodeScalars {
        let reading = try #require(reader.defaultReading(of: scalar), "\(scalar) has no reading")
        let expected = String(label).precomposedStringWithCanonicalMapping
        if reader.syllable(of: reading, style: .toneMarks) != expected {
          otherReading.append("\(scalar)")
        }
        checked += 1
      }
    }
    #expect(checked > 40000)
    // Unihan kMandarin and CLDR 41 differ on one character: 呒 (kMandarin wǔ, CLDR fǔ).
    #expect(otherReading == ["呒"])
  }
}
