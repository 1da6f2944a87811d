// A deterministic corpus shaped like a real contact list.
//
// Every pool below is written by hand for this benchmark (no data copied from
// other projects). Records depend only on the seed and their position, so the
// 10k corpus is the first 10k records of the 100k one, which is the first 100k
// of the 1M one.

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and good enough to pick
/// names; the same seed gives the same corpus on every platform.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` (the tiny modulo bias is irrelevant here).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func pick<T>(_ pool: [T]) -> T { pool[below(pool.count)] }

  /// True with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// The kinds of record in the corpus and their shares (per mille).
enum RecordKind: CaseIterable {
  case chinese, english, japanese, korean, russian, european, digits, emoji

  /// Shares per mille: 40% Chinese, 27% English + 2% digits + 1% emoji (the
  /// English-speaking 30%), 10% Japanese, 5% Korean, 5% Russian, 10% European.
  var perMille: Int {
    switch self {
    case .chinese: 400
    case .english: 270
    case .japanese: 100
    case .korean: 50
    case .russian: 50
    case .european: 100
    case .digits: 20
    case .emoji: 10
    }
  }
}

/// Generates the contact-list corpus.
struct CorpusGenerator {
  static let defaultSeed: UInt64 = 0x5EC7_1011_DE8C_0001

  private var random: SplitMix64

  init(seed: UInt64 = defaultSeed) { random = SplitMix64(seed: seed) }

  /// The next `count` records.
  mutating func records(_ count: Int) -> [String] {
    var out: [String] = []
    out.reserveCapacity(count)
    for _ in 0..<count { out.append(next()) }
    return out
  }

  mutating func next() -> String {
    var roll = random.below(1000)
    var kind = RecordKind.chinese
    for k in RecordKind.allCases {
      if roll < k.perMille {
        kind = k
        break
      }
      roll -= k.perMille
    }
    var record = name(kind)
    // Real address books carry a few pasted names with a leading space.
    if random.below(1000) < 2 { record = " " + record }
    return record
  }

  /// A fresh record of one kind.
  mutating func name(_ kind: RecordKind) -> String {
    switch kind {
    case .chinese: chinese()
    case .english: english()
    case .japanese: japanese()
    case .korean: korean()
    case .russian: russian()
    case .european: european()
    case .digits: digits()
    case .emoji: emoji()
    }
  }

  // MARK: - Chinese

  private mutating func chinese() -> String {
    let roll = random.below(100)
    if roll < 6 {
      return random.pick(Pools.chinesePlaces) + random.pick(Pools.chinesePlaceSuffixes)
    }
    var name =
      roll < 9 ? random.pick(Pools.chineseTwoCharacterSurnames) : random.pick(Pools.chineseSurnames)
    name += random.pick(Pools.chineseGiven)
    if random.chance(60) { name += random.pick(Pools.chineseGiven) }
    if random.chance(4) { name += " (" + random.pick(Pools.englishFirst) + ")" }
    return name
  }

  // MARK: - English

  private mutating func english() -> String {
    let first = random.pick(Pools.englishFirst)
    let last = random.pick(Pools.englishLast)
    switch random.below(100) {
    case 0..<70: return first + " " + last
    case 70..<80: return last + ", " + first
    case 80..<88: return first
    case 88..<93: return (first + " " + last).lowercased()
    case 93..<97: return first + " " + random.pick(Pools.englishRoles)
    default: return random.pick(Pools.englishBusinesses)
    }
  }

  // MARK: - Japanese

  private mutating func japanese() -> String {
    switch random.below(100) {
    case 0..<60:
      return random.pick(Pools.japaneseSurnames) + random.pick(Pools.japaneseGivenKanji)
    case 60..<80:
      return random.pick(Pools.japaneseHiragana) + random.pick(Pools.japaneseHiragana)
        + (random.chance(50) ? random.pick(Pools.japaneseHiragana) : "")
    default:
      return random.pick(Pools.japaneseKatakana) + random.pick(Pools.japaneseKatakana)
        + (random.chance(50) ? "ー" : "") + random.pick(Pools.japaneseKatakana)
    }
  }

  // MARK: - Korean

  private mutating func korean() -> String {
    let name =
      random.pick(Pools.koreanSurnames) + random.pick(Pools.koreanGiven)
      + random.pick(Pools.koreanGiven)
    return random.chance(10) ? name + " " + random.pick(Pools.koreanTitles) : name
  }

  // MARK: - Russian

  private mutating func russian() -> String {
    let female = random.chance(50)
    let first = random.pick(female ? Pools.russianFemale : Pools.russianMale)
    let last = random.pick(Pools.russianLast) + (female ? "а" : "")
    return random.chance(80) ? first + " " + last : last + " " + first
  }

  // MARK: - European with diacritics

  private mutating func european() -> String {
    let pair = random.pick(Pools.european)
    let first = random.pick(pair.first)
    let last = random.pick(pair.last)
    return random.chance(75) ? first + " " + last : last + " " + first
  }

  // MARK: - Digits and emoji

  private mutating func digits() -> String {
    switch random.below(4) {
    case 0: return "+1 555 " + String(1000 + random.below(9000))
    case 1: return String(random.below(999) + 1) + " " + random.pick(Pools.englishBusinesses)
    case 2: return random.pick(Pools.numberedServices)
    default: return "0" + String(random.below(90_000_000) + 10_000_000)
    }
  }

  private mutating func emoji() -> String {
    let e = random.pick(Pools.emoji)
    switch random.below(3) {
    case 0: return e + " " + random.pick(Pools.englishFirst)
    case 1: return random.pick(Pools.englishFirst) + " " + e
    default: return e + random.pick(Pools.chineseSurnames) + random.pick(Pools.chineseGiven)
    }
  }
}

/// The held-out corpus of the command-line benchmark (issue 18): a seed of its
/// own, and the shape of an address book exported from a phone — 40% Chinese,
/// 30% English, 10% Japanese, 5% Korean, 5% Russian and 10% other European
/// names, which repeat a lot, a fifth of them ending in digits.
///
/// Repeats follow the Yule–Simon rule: each record, with probability 1/2,
/// copies the record at a uniformly chosen earlier position, else it is a
/// fresh name. A name is thus copied in proportion to how often it already
/// occurs, so popular names recur many times (hundreds to thousands of times at
/// 1M) above a long tail of names seen once or twice; fresh names repeat too,
/// as common names do. One fresh name in five ends in digits, in several forms
/// ("王伟 2", "John Smith 17", "john.smith_1987", "佐藤翔太1990",
/// "Иван Петров 13812345678"), and copies keep them, so about a fifth of all
/// records end in digits. A few English names carry a nickname in double
/// quotes, which JSON and CSV must escape. No leading spaces, emoji or phone
/// numbers alone: the main corpus covers those. Each size is a prefix of the
/// larger ones.
struct HeldOutCorpusGenerator {
  static let seed: UInt64 = 0x4E1D_0C7A_0000_0018

  /// Shares per mille of the fresh names.
  static let shares: [(kind: RecordKind, perMille: Int)] = [
    (.chinese, 400), (.english, 300), (.japanese, 100), (.korean, 50), (.russian, 50),
    (.european, 100),
  ]

  private var names = CorpusGenerator(seed: seed)
  private var random = SplitMix64(seed: ~seed)
  private var generated: [String] = []

  /// The first `count` records.
  mutating func records(_ count: Int) -> [String] {
    generated.reserveCapacity(count)
    while generated.count < count { generated.append(next()) }
    return Array(generated.prefix(count))
  }

  private mutating func next() -> String {
    if !generated.isEmpty && random.chance(50) { return random.pick(generated) }
    var roll = random.below(1000)
    var kind = RecordKind.chinese
    for (k, perMille) in Self.shares {
      if roll < perMille {
        kind = k
        break
      }
      roll -= perMille
    }
    var name = names.name(kind)
    if kind == .english && random.chance(2) {
      name =
        random.pick(Pools.englishFirst) + " \"" + random.pick(Pools.englishNicknames) + "\" "
        + random.pick(Pools.englishLast)
    }
    return random.chance(20) ? numbered(name) : name
  }

  /// The name with digits at its end.
  private mutating func numbered(_ name: String) -> String {
    switch random.below(20) {
    case 0..<9: return name + " " + String(2 + random.below(8))
    case 9..<14: return name + " " + String(10 + random.below(90))
    case 14..<18:
      // A user name: Latin names lowercased and joined with dots.
      let year = String(1950 + random.below(60))
      guard name.unicodeScalars.allSatisfy(\.isASCII) else { return name + year }
      let handle = name.lowercased().filter { $0 != "," && $0 != "\"" }
      return String(handle.map { $0 == " " ? "." : $0 }) + "_" + year
    default:
      return name + " 1" + String(3 + random.below(7))
        + String(random.below(900_000_000) + 100_000_000)
    }
  }
}

/// Hand-written name pools.
enum Pools {
  static let chineseSurnames: [String] = split(
    """
    王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 罗 高 郑 梁 谢 宋 唐 许 韩 冯 邓 曹
    彭 曾 肖 田 董 袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金
    石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 邱 江 尹 薛 闫 段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵
    万 钱 严 武 戴 莫 孔 向 汤 单 仇 解 查 区 朴 乐 盖 缪 覃 翟 柏 欧 温 易 常 康 葛 庞 樊
    """)

  static let chineseTwoCharacterSurnames: [String] = split("欧阳 司马 上官 诸葛 东方 尉迟 长孙 皇甫 令狐 慕容")

  static let chineseGiven: [String] = split(
    """
    伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀 霞 平 刚 桂 英 华 玉 兰 萍 红 鹏 辉
    建 文 斌 宇 浩 凯 晨 欣 怡 婷 雪 琳 晓 梦 佳 俊 子 轩 涵 睿 博 思 雨 梓 嘉 一 诺 泽 然
    海 波 宁 志 国 峰 鑫 悦 颖 倩 薇 璐 阳 瑶 航 昊 铭 彤 蕾 茜 岚 琪 珊 慧 翔 飞 云 龙
    """)

  static let chinesePlaces: [String] = split(
    "北京 上海 重庆 长沙 厦门 广州 深圳 杭州 成都 西安 南京 武汉 天津 苏州 青岛 大连 沈阳 银行 中国")

  static let chinesePlaceSuffixes: [String] = split("大学 医院 酒店 公司 餐厅 快递 物业 银行 办事处 火锅")

  static let englishFirst: [String] = split(
    """
    James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara
    Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Anthony
    Betty Mark Margaret Donald Sandra Steven Ashley Paul Kimberly Andrew Emily Joshua Donna
    Kevin Michelle Brian Carol George Amanda Edward Melissa Ronald Deborah Timothy Stephanie
    Jason Rebecca Jeffrey Laura Ryan Helen Jacob Sharon Gary Cynthia Nicholas Kathleen Eric
    Amy Jonathan Shirley Larry Angela Justin Anna Scott Ruth Brandon Brenda Frank Pamela
    Benjamin Nicole Gregory Katherine Samuel Virginia Raymond Catherine Patrick Christine
    Alexander Samantha Jack Debra Dennis Janet Jerry Rachel Tyler Carolyn Aaron Emma Henry
    Maria Zachary Olivia Walter Sophia Quentin Ursula Xavier Yvonne Isaac Ivy Oscar Olive
    Victor Vera Wendy Zoe Una Yusuf
    """)

  static let englishLast: [String] = split(
    """
    Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
    Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White
    Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres
    Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts
    Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales
    Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos
    Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes
    Price Alvarez Castillo Sanders Patel Myers Long Ross Foster O'Brien McDonald Quinn Underwood
    Vance Xiong Yates Zimmerman Ingram Irwin Oakley Upton
    """)

  static let englishNicknames: [String] = split(
    "Bob Bill Liz Kate Mike Jim Jenny Tom Sue Dan Chuck Peggy Ted Beth Nick Sam Ace Buddy")

  static let englishRoles: [String] = [
    "(work)", "(mobile)", "Plumber", "Dentist", "Landlord", "- Gym", "Mom", "Dad", "Babysitter",
  ]

  static let englishBusinesses: [String] = [
    "Pizza Palace", "Dry Cleaners", "City Taxi", "Dr. Adams Office", "Airport Shuttle",
    "Bank Hotline",
    "Vet Clinic", "The Corner Cafe", "Insurance Agent", "Electric Company", "Library", "Hair Salon",
  ]

  static let numberedServices: [String] = [
    "7-Eleven", "24h Pharmacy", "911", "110 报警", "3M Support", "1st National Bank",
    "99 Ranch Market",
    "411 Directory", "8x8 Support", "360 Clinic",
  ]

  static let japaneseSurnames: [String] = split(
    """
    佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村
    林 斎藤 清水 山崎 森 池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤
    近藤 村上 遠藤 青木 坂本 斉藤 福田 太田 西村 藤井 金子 岡本 藤原 中野 三浦 原田 松田
    """)

  static let japaneseGivenKanji: [String] = split(
    "翔太 大輝 陽菜 結衣 蓮 さくら 美咲 健太 拓也 葵 悠斗 花子 太郎 由美 直樹 真由美 恵 誠 愛 優子 和也 明美")

  static let japaneseHiragana: [String] = split(
    """
    あ い う え お か き く け こ さ し す せ そ た ち つ て と な に ぬ ね の は ひ ふ へ ほ
    ま み む め も や ゆ よ ら り る れ ろ わ が ぎ ぐ げ ご ざ じ ず ぜ ぞ だ で ど ば び ぶ べ ぼ
    ぱ ぴ ぷ ぺ ぽ ゃ ゅ ょ ん
    """)

  static let japaneseKatakana: [String] = split(
    """
    ア イ ウ エ オ カ キ ク ケ コ サ シ ス セ ソ タ チ ツ テ ト ナ ニ ヌ ネ ノ ハ ヒ フ ヘ ホ
    マ ミ ム メ モ ヤ ユ ヨ ラ リ ル レ ロ ワ ガ ギ グ ゲ ゴ ザ ジ ズ ゼ ゾ ダ デ ド バ ビ ブ ベ ボ
    パ ピ プ ペ ポ ン ヴ
    """)

  static let koreanSurnames: [String] = split(
    "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전 홍 고 문 양 손 배 백 허 유 남")

  static let koreanGiven: [String] = split(
    "민 준 서 연 지 훈 현 우 수 아 예 은 도 윤 하 진 영 호 성 경 혜 유 재 원 채 희 승 태 주 빈")

  static let koreanTitles: [String] = split("선생님 부장님 팀장 사장님 교수님")

  static let russianMale: [String] = split(
    "Александр Дмитрий Максим Сергей Андрей Алексей Артём Илья Кирилл Михаил Никита Матвей Роман Егор Иван Юрий Фёдор Ярослав Эдуард Олег"
  )

  static let russianFemale: [String] = split(
    "Анастасия Мария Дарья Анна Елизавета Полина Виктория Екатерина Ольга Татьяна Юлия Ксения Элина Ирина Наталья Светлана Жанна Зоя"
  )

  static let russianLast: [String] = split(
    "Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин Захаров Зайцев Соловьёв Борисов Яковлев Григорьев Романов Воробьёв Щербаков Шевченко Чернов Юдин Ёлкин"
  )

  /// First names and last names per language, each with its diacritics.
  static let european: [(first: [String], last: [String])] = [
    (
      split("Émilie Élodie Hélène Zoë Gaël Jérôme Noël Loïc Cécile Ève André François Agnès Léa"),
      split(
        "Dubois Lefèvre Moreau Bérénger Rousseau Fournier Girard Bonnet Mercier Lemaître Fabré Ébert"
      )
    ),
    (
      split("Jürgen Jörg Günter Björn Uwe Käthe Lüder Sören Heinz Ute Ölaf Ärmin"),
      split("Müller Schäfer Köhler Weiß Groß Krüger Bäcker Schröder Hoffmann Öztürk Übel Ärger")
    ),
    (
      split("Åsa Örjan Ängla Björn Lena Märta Åke Sören Olle Ebba"),
      split("Öberg Åkesson Ängström Lindqvist Nyström Sjöberg Håkansson Åberg Ek Ödman")
    ),
    (
      split("Łukasz Paweł Małgorzata Żaneta Zbigniew Bożena Jędrzej Wiesław Ścisław Ćwikła"),
      split("Wąsik Świątek Łoś Żurek Kowalski Wiśniewski Dąbrowski Jabłoński Śliwa Ćwik")
    ),
    (
      split("Šimon Čeněk Řehoř Jiří Tomáš Věra Zdeněk Ondřej Štěpán Žofie"),
      split("Dvořák Novák Černý Šťastný Řezníček Procházka Kučera Veselý Čapek Žák")
    ),
    (
      split("Núria Íñigo Ángel Begoña José María Jesús Óscar Álvaro Sofía"),
      split("Núñez Peña Muñoz Ibáñez García Gómez Martín Álvarez Ortíz Éspinosa")
    ),
    (
      split("João Conceição Sérgio Lúcia Inês Tomás Ângela Vânia"),
      split("Gonçalves Simões Magalhães Araújo Brandão Damião Assunção Falcão")
    ),
    (
      split("Çağlar Şule Gülşen İbrahim Özlem Ümit Ağça Ömer"),
      split("Çelik Şahin Yılmaz Öztürk Doğan Aydın Kılıç Ünal")
    ),
    (
      split("Søren Ørjan Æsa Bjørn Ærlig Kåre Sigrún Þór Ðana"),
      split("Ørsted Kjær Møller Jørgensen Æbelø Sørensen Þórsson Ægisdóttir")
    ),
  ]

  static let emoji: [String] = ["😀", "❤️", "🍕", "🏠", "⭐", "👨‍👩‍👧", "🚗", "🎉", "🐶", "☎️"]

  private static func split(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
  }
}
