// ICU reference for IndexedCollation's tests: prints ICU AlphabeticIndex bucket labels.
//
// Reads `LOCALE<TAB>STRING` lines on stdin and writes `LOCALE<TAB>STRING<TAB>LABEL`
// for each, where LABEL is the label of the bucket ICU's AlphabeticIndex puts
// STRING in. Underflow, inflow and overflow buckets (ICU shows "…") print as "#",
// the title IndexedCollation uses for them. Lines starting with '#' and empty
// lines are skipped.
//
// Indexes are built as the library builds its titles: the locale's own index
// exemplars, plus English A–Z when the locale's own labels have no Latin "A"
// (non-Latin locales), then `buildImmutableIndex`.
//
//   ./buckets --version       prints the ICU and CLDR (Unicode) versions used
//   ./buckets --ranked        writes LOCALE<TAB>STRING<TAB>LABEL<TAB>RANK, each locale's
//                             records in ICU's collation order; RANK is the record's
//                             place in that order (records ICU's collator finds equal
//                             share one)
//
// Build: g++ -O2 buckets.cpp $(pkg-config --cflags --libs icu-uc icu-i18n)
// Used by make-fixtures.sh; the library itself never uses ICU.

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/unistr.h>
#include <unicode/uversion.h>

#include <cstdio>
#include <iostream>
#include <algorithm>
#include <map>
#include <vector>
#include <memory>
#include <string>

using icu::AlphabeticIndex;
using icu::Locale;
using icu::UnicodeString;

namespace {

std::string utf8(const UnicodeString &s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

// Builds (once per locale) the immutable index the fixture is taken from.
AlphabeticIndex::ImmutableIndex *indexFor(const std::string &tag) {
  static std::map<std::string, std::unique_ptr<AlphabeticIndex::ImmutableIndex>> cache;
  auto found = cache.find(tag);
  if (found != cache.end()) return found->second.get();

  UErrorCode status = U_ZERO_ERROR;
  Locale locale = Locale::forLanguageTag(tag.c_str(), status);
  if (U_FAILURE(status)) {
    std::cerr << "bad locale " << tag << ": " << u_errorName(status) << "\n";
    std::exit(1);
  }
  AlphabeticIndex index(locale, status);
  if (U_FAILURE(status)) {
    std::cerr << "AlphabeticIndex(" << tag << "): " << u_errorName(status) << "\n";
    std::exit(1);
  }
  // Latin A–Z for non-Latin locales, as IndexedCollation (and phone contacts) do.
  bool hasLatin = false;
  {
    UErrorCode s = U_ZERO_ERROR;
    std::unique_ptr<AlphabeticIndex::ImmutableIndex> probe(index.buildImmutableIndex(s));
    for (int32_t i = 0; U_SUCCESS(s) && i < probe->getBucketCount(); ++i) {
      const AlphabeticIndex::Bucket *b = probe->getBucket(i);
      if (b->getLabelType() == U_ALPHAINDEX_NORMAL && b->getLabel() == UnicodeString(u"A")) hasLatin = true;
    }
  }
  if (!hasLatin) index.addLabels(Locale::getEnglish(), status);
  AlphabeticIndex::ImmutableIndex *immutable = index.buildImmutableIndex(status);
  if (U_FAILURE(status)) {
    std::cerr << "buildImmutableIndex(" << tag << "): " << u_errorName(status) << "\n";
    std::exit(1);
  }
  cache[tag].reset(immutable);
  return immutable;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::string(argv[1]) == "--version") {
    UVersionInfo icu, unicode;
    char icuText[U_MAX_VERSION_STRING_LENGTH], unicodeText[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(icu);
    u_getUnicodeVersion(unicode);
    u_versionToString(icu, icuText);
    u_versionToString(unicode, unicodeText);
    UVersionInfo cldr;
    UErrorCode status = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(cldr, &status);
    char cldrText[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(cldr, cldrText);
    std::printf("ICU %s, Unicode %s, CLDR %s\n", icuText, unicodeText, cldrText);
    return 0;
  }
  if (argc > 1 && std::string(argv[1]) == "--titles") {
    // Debug aid: LOCALE per line in, the index's labels out.
    std::string tag;
    while (std::getline(std::cin, tag)) {
      if (tag.empty()) continue;
      AlphabeticIndex::ImmutableIndex *index = indexFor(tag);
      std::string line = tag;
      for (int32_t i = 0; i < index->getBucketCount(); ++i) {
        const AlphabeticIndex::Bucket *b = index->getBucket(i);
        line += "\t" + (b->getLabelType() == U_ALPHAINDEX_NORMAL ? utf8(b->getLabel()) : std::string("#"));
      }
      std::printf("%s\n", line.c_str());
    }
    return 0;
  }
  bool ranked = argc > 1 && std::string(argv[1]) == "--ranked";
  std::vector<std::pair<std::string, std::string>> pending;  // --ranked: one locale's records
  auto flush = [&]() {
    if (pending.empty()) return;
    const std::string &tag = pending[0].first;
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Collator> collator(
        icu::Collator::createInstance(Locale::forLanguageTag(tag.c_str(), status), status));
    if (U_FAILURE(status)) {
      std::cerr << "Collator(" << tag << "): " << u_errorName(status) << "\n";
      std::exit(1);
    }
    std::vector<UnicodeString> strings;
    for (auto &p : pending) strings.push_back(UnicodeString::fromUTF8(p.second));
    std::vector<size_t> order(strings.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      UErrorCode s = U_ZERO_ERROR;
      return collator->compare(strings[a], strings[b], s) == UCOL_LESS;
    });
    AlphabeticIndex::ImmutableIndex *index = indexFor(tag);
    int rank = 0;
    for (size_t k = 0; k < order.size(); ++k) {
      size_t i = order[k];
      UErrorCode s = U_ZERO_ERROR;
      if (k > 0 && collator->compare(strings[order[k - 1]], strings[i], s) != UCOL_EQUAL) rank = (int)k;
      int32_t n = index->getBucketIndex(strings[i], status);
      const AlphabeticIndex::Bucket *bucket = index->getBucket(n);
      std::string label =
          bucket->getLabelType() == U_ALPHAINDEX_NORMAL ? utf8(bucket->getLabel()) : std::string("#");
      std::printf("%s\t%s\t%s\t%d\n", tag.c_str(), pending[i].second.c_str(), label.c_str(), rank);
    }
    pending.clear();
  };
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t tab = line.find('\t');
    if (tab == std::string::npos) {
      std::cerr << "expected LOCALE<TAB>STRING: " << line << "\n";
      return 1;
    }
    std::string tag = line.substr(0, tab);
    std::string text = line.substr(tab + 1);
    if (ranked) {
      if (!pending.empty() && pending[0].first != tag) flush();
      pending.emplace_back(tag, text);
      continue;
    }
    AlphabeticIndex::ImmutableIndex *index = indexFor(tag);
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = index->getBucketIndex(UnicodeString::fromUTF8(text), status);
    if (U_FAILURE(status)) {
      std::cerr << "getBucketIndex(" << tag << ", " << text << "): " << u_errorName(status) << "\n";
      return 1;
    }
    const AlphabeticIndex::Bucket *bucket = index->getBucket(n);
    std::string label =
        bucket->getLabelType() == U_ALPHAINDEX_NORMAL ? utf8(bucket->getLabel()) : std::string("#");
    std::printf("%s\t%s\t%s\n", tag.c_str(), text.c_str(), label.c_str());
  }
  flush();
  return 0;
}
