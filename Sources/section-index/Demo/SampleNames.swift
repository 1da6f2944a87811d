import SectionIndexCommandLine
import SectionIndexIO

/// A sample of people's names for `demo`, from many languages and scripts, so
/// every locale shows its own sections and where the others go.
enum SampleNames {
  static let all: [String] = [
    // Latin script, with the letters that sort differently per language.
    "Anna Lindqvist", "Åsa Öberg", "Ärla Ek", "Émile Zola", "Čapek Karel",
    "Chloé Dubois", "Ðorđe Petrović", "Ignacio Núñez", "Łukasz Żak", "Müller Jörg",
    "Ørjan Ødegård", "Şükrü Yılmaz", "İpek Işık", "Nguyễn Văn An", "Zoë Brontë",
    "Bjørn Borg", "Hernández Peña", "Ólafur Arnalds", "Tomás Ó Briain", "Yusuf Öztürk",
    // Greek, Cyrillic, Hebrew, Arabic, Thai.
    "Αλέξανδρος Παπαδόπουλος", "Ελένη Καραγιάννη", "Иван Петров", "Ёлкин Сергей",
    "Олена Шевченко", "Їжакевич Іван", "דוד כהן", "שרה לוי", "محمد العلي", "فاطمة الزهراء",
    "สมชาย ใจดี", "นภา ศรีสุข",
    // Chinese (pinyin or strokes), Japanese (kana), Korean (initial consonants).
    "王小明", "李华", "张伟", "陈静", "單于", "曾子", "欧阳修", "林黛玉",
    "さとう はなこ", "すずき いちろう", "たなか", "やまだ", "カトウ",
    "김민준", "이서연", "박지훈", "최유나", "정하늘",
    // Digits and symbols go to #.
    "3M", "@home",
  ]
}
