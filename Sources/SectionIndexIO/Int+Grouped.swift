extension Int {
  /// The number with a comma between groups of three digits: `6,515,456`.
  package var grouped: String {
    let digits = String(self.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return self < 0 ? "-" + out : out
  }
}
