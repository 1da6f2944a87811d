// ICU4C side of the swift-section-index benchmark: the paths an expert C++
// programmer and ICU's own record API take to section and sort a list.
//
//   icu_bench --version
//   icu_bench expert  LOCALE FILE [REPETITIONS]   buildImmutableIndex + getBucketIndex,
//                                                 getSortKey into one arena, std::sort
//   icu_bench records LOCALE FILE [REPETITIONS]   AlphabeticIndex::addRecord for all,
//                                                 then bucket and record iteration
//   icu_bench labels  LOCALE FILE OUT             each record's bucket label, one a line
//                                                 ("#" for underflow, inflow, overflow)
//   icu_bench group   LOCALE FILE                 the whole process, as `section-index group
//                                                 --locale LOCALE FILE`: LABEL<TAB>RECORD
//                                                 lines on stdout, sectioned and sorted
//
// FILE has one record a line (LF or CRLF; empty lines skipped). In expert and
// records mode, timed parts start from UnicodeStrings in memory, as the Swift
// side starts from Strings in memory; building the collator and index is timed
// apart (setup_ms). Results are `key=value` lines: time_ms (best of the
// repetitions), setup_ms, peak_kib (VmHWM), records, sections, checksum. Group
// mode prints only its output (and errors on stderr); the benchmark times the
// whole process from outside.
//
// The index is built as swift-section-index builds its titles: the locale's
// index exemplars, plus English A–Z when they have no Latin "A"
// (see Tools/icu-reference/buckets.cpp).
//
// Build: g++ -O2 -std=c++17 icu_bench.cpp $(pkg-config --cflags --libs icu-i18n icu-uc)

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/ulocdata.h>
#include <unicode/unistr.h>
#include <unicode/uversion.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <string_view>
#include <string>
#include <vector>

using icu::AlphabeticIndex;
using icu::Collator;
using icu::Locale;
using icu::UnicodeString;

namespace {

double nowMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

long peakKiB() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::atol(line.c_str() + 6);
  }
  return -1;
}

void check(UErrorCode status, const char *what) {
  if (U_FAILURE(status)) {
    std::fprintf(stderr, "icu_bench: %s: %s\n", what, u_errorName(status));
    std::exit(1);
  }
}

std::vector<UnicodeString> readRecords(const char *path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "icu_bench: cannot read %s\n", path);
    std::exit(1);
  }
  std::vector<UnicodeString> records;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    records.push_back(UnicodeString::fromUTF8(line));
  }
  return records;
}

Locale localeFor(const char *tag) {
  UErrorCode status = U_ZERO_ERROR;
  Locale locale = Locale::forLanguageTag(tag, status);
  check(status, "forLanguageTag");
  return locale;
}

// Whether the locale's own labels lack Latin "A" (then English A–Z is added).
bool needsLatin(const Locale &locale) {
  UErrorCode status = U_ZERO_ERROR;
  AlphabeticIndex probe(locale, status);
  check(status, "AlphabeticIndex");
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> index(probe.buildImmutableIndex(status));
  check(status, "buildImmutableIndex");
  for (int32_t i = 0; i < index->getBucketCount(); ++i) {
    const AlphabeticIndex::Bucket *b = index->getBucket(i);
    if (b->getLabelType() == U_ALPHAINDEX_NORMAL && b->getLabel() == UnicodeString(u"A")) return false;
  }
  return true;
}

AlphabeticIndex::ImmutableIndex *buildIndex(const Locale &locale, bool latin) {
  UErrorCode status = U_ZERO_ERROR;
  AlphabeticIndex index(locale, status);
  check(status, "AlphabeticIndex");
  if (latin) index.addLabels(Locale::getEnglish(), status);
  AlphabeticIndex::ImmutableIndex *immutable = index.buildImmutableIndex(status);
  check(status, "buildImmutableIndex");
  return immutable;
}

// Each bucket's label in UTF-8: its own for normal buckets, "#" for underflow,
// inflow and overflow (as section-index titles them).
std::vector<std::string> bucketNames(const AlphabeticIndex::ImmutableIndex &index) {
  std::vector<std::string> names(index.getBucketCount());
  for (int32_t i = 0; i < index.getBucketCount(); ++i) {
    const AlphabeticIndex::Bucket *b = index.getBucket(i);
    if (b->getLabelType() == U_ALPHAINDEX_NORMAL) {
      b->getLabel().toUTF8String(names[i]);
    } else {
      names[i] = "#";
    }
  }
  return names;
}

struct Keyed {
  int32_t bucket;
  uint32_t offset;  // into the key arena
  uint32_t length;
  uint32_t index;
};

// Appends a record's bucket and sort key: the key into `arena` (`buffer` is
// scratch, grown as keys need), the record into `keyed` as input `position`.
void appendKeyed(const AlphabeticIndex::ImmutableIndex &index, const Collator &collator,
                 const UnicodeString &record, uint32_t position, std::vector<uint8_t> &buffer,
                 std::vector<uint8_t> &arena, Keyed &keyed) {
  UErrorCode s = U_ZERO_ERROR;
  int32_t bucket = index.getBucketIndex(record, s);
  check(s, "getBucketIndex");
  int32_t length = collator.getSortKey(record, buffer.data(), (int32_t)buffer.size());
  if (length > (int32_t)buffer.size()) {
    buffer.resize(length);
    length = collator.getSortKey(record, buffer.data(), (int32_t)buffer.size());
  }
  keyed = Keyed{bucket, (uint32_t)arena.size(), (uint32_t)length, position};
  arena.insert(arena.end(), buffer.data(), buffer.data() + length);
}

// Sorts records by (bucket, sort key, input index).
void sortKeyed(std::vector<Keyed> &keyed, const std::vector<uint8_t> &arena) {
  const uint8_t *keys = arena.data();
  std::sort(keyed.begin(), keyed.end(), [keys](const Keyed &a, const Keyed &b) {
    if (a.bucket != b.bucket) return a.bucket < b.bucket;
    int c = std::memcmp(keys + a.offset, keys + b.offset, std::min(a.length, b.length));
    if (c != 0) return c < 0;
    if (a.length != b.length) return a.length < b.length;
    return a.index < b.index;
  });
}

int expert(const char *tag, const char *path, int repetitions) {
  std::vector<UnicodeString> records = readRecords(path);
  Locale locale = localeFor(tag);
  double setupStart = nowMs();
  bool latin = needsLatin(locale);
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> index(buildIndex(locale, latin));
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<Collator> collator(Collator::createInstance(locale, status));
  check(status, "Collator::createInstance");
  double setup = nowMs() - setupStart;

  double best = 1e300;
  size_t sections = 0;
  uint64_t checksum = 0;
  long peak = 0;
  for (int r = 0; r < std::max(1, repetitions); ++r) {
    double start = nowMs();
    std::vector<uint8_t> arena;
    arena.reserve(records.size() * 24);
    std::vector<Keyed> keyed(records.size());
    std::vector<uint8_t> buffer(256);
    for (size_t i = 0; i < records.size(); ++i) {
      appendKeyed(*index, *collator, records[i], (uint32_t)i, buffer, arena, keyed[i]);
    }
    sortKeyed(keyed, arena);
    // The sections: runs of one bucket.
    sections = 0;
    checksum = 0;
    for (size_t i = 0; i < keyed.size(); ++i) {
      if (i == 0 || keyed[i].bucket != keyed[i - 1].bucket) ++sections;
      checksum = checksum * 31 + keyed[i].index;
    }
    best = std::min(best, nowMs() - start);
    // The first run's peak, as for ours: later runs add the allocator's leftovers.
    if (peak == 0) peak = peakKiB();
  }
  std::printf("records=%zu\nsections=%zu\nsetup_ms=%.3f\ntime_ms=%.3f\npeak_kib=%ld\nchecksum=%llu\n",
              records.size(), sections, setup, best, peak, (unsigned long long)checksum);
  return 0;
}

int recordAPI(const char *tag, const char *path, int repetitions) {
  std::vector<UnicodeString> records = readRecords(path);
  Locale locale = localeFor(tag);
  bool latin = needsLatin(locale);
  double best = 1e300;
  size_t sections = 0, count = 0;
  uint64_t checksum = 0;
  for (int r = 0; r < std::max(1, repetitions); ++r) {
    double start = nowMs();
    UErrorCode status = U_ZERO_ERROR;
    AlphabeticIndex index(locale, status);
    check(status, "AlphabeticIndex");
    if (latin) index.addLabels(Locale::getEnglish(), status);
    for (size_t i = 0; i < records.size(); ++i) {
      index.addRecord(records[i], nullptr, status);
    }
    check(status, "addRecord");
    index.resetBucketIterator(status);
    sections = count = 0;
    checksum = 0;
    while (index.nextBucket(status)) {
      bool any = false;
      while (index.nextRecord(status)) {
        any = true;
        ++count;
        checksum = checksum * 31 + (uint64_t)index.getRecordName().length();
      }
      if (any) ++sections;
    }
    check(status, "bucket iteration");
    best = std::min(best, nowMs() - start);
  }
  if (count != records.size()) {
    std::fprintf(stderr, "icu_bench: record API returned %zu of %zu records\n", count, records.size());
    return 1;
  }
  std::printf("records=%zu\nsections=%zu\ntime_ms=%.3f\npeak_kib=%ld\nchecksum=%llu\n", records.size(),
              sections, best, peakKiB(), (unsigned long long)checksum);
  return 0;
}

int labels(const char *tag, const char *path, const char *out) {
  std::vector<UnicodeString> records = readRecords(path);
  Locale locale = localeFor(tag);
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> index(buildIndex(locale, needsLatin(locale)));
  std::vector<std::string> names = bucketNames(*index);
  FILE *file = std::fopen(out, "w");
  if (!file) {
    std::fprintf(stderr, "icu_bench: cannot write %s\n", out);
    return 1;
  }
  for (const UnicodeString &record : records) {
    UErrorCode s = U_ZERO_ERROR;
    int32_t bucket = index->getBucketIndex(record, s);
    check(s, "getBucketIndex");
    std::fputs(names[bucket].c_str(), file);
    std::fputc('\n', file);
  }
  std::fclose(file);
  std::printf("records=%zu\n", records.size());
  return 0;
}

// The whole file, read at once.
std::string readFile(const char *path) {
  FILE *file = std::fopen(path, "rb");
  if (!file) {
    std::fprintf(stderr, "icu_bench: cannot read %s\n", path);
    std::exit(1);
  }
  std::string text;
  char chunk[1 << 16];
  size_t n;
  while ((n = std::fread(chunk, 1, sizeof chunk, file)) > 0) text.append(chunk, n);
  if (std::ferror(file)) {
    std::fprintf(stderr, "icu_bench: cannot read %s\n", path);
    std::exit(1);
  }
  std::fclose(file);
  return text;
}

void writeOut(const std::string &bytes) {
  if (std::fwrite(bytes.data(), 1, bytes.size(), stdout) != bytes.size()) {
    std::fprintf(stderr, "icu_bench: cannot write the output\n");
    std::exit(1);
  }
}

// The whole process as an expert writes it: the file read at once, each line
// converted into one reused UnicodeString, its bucket and sort key taken (keys
// in one arena; arrays sized from a count of lines), the records sorted by
// (bucket, key, input index), and LABEL<TAB>RECORD written from the input's
// own bytes through a 1 MiB buffer.
int group(const char *tag, const char *path) {
  std::string text = readFile(path);
  Locale locale = localeFor(tag);
  std::unique_ptr<AlphabeticIndex::ImmutableIndex> index(buildIndex(locale, needsLatin(locale)));
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<Collator> collator(Collator::createInstance(locale, status));
  check(status, "Collator::createInstance");
  std::vector<std::string> names = bucketNames(*index);

  // Sized from a count of line feeds, as `expert` sizes them from the records.
  size_t capacity = std::count(text.begin(), text.end(), '\n') + 1;
  std::vector<std::string_view> lines;
  lines.reserve(capacity);
  std::vector<Keyed> keyed;
  keyed.reserve(capacity);
  std::vector<uint8_t> arena;
  arena.reserve(capacity * 24);
  std::vector<uint8_t> buffer(256);
  UnicodeString record;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    size_t stop = end;
    if (stop > start && text[stop - 1] == '\r') --stop;
    if (stop > start) {
      std::string_view line(text.data() + start, stop - start);
      record = UnicodeString::fromUTF8(icu::StringPiece(line.data(), (int32_t)line.size()));
      keyed.emplace_back();
      appendKeyed(*index, *collator, record, (uint32_t)lines.size(), buffer, arena, keyed.back());
      lines.push_back(line);
    }
    start = end + 1;
  }
  sortKeyed(keyed, arena);

  const size_t bufferSize = 1 << 20;
  std::string out;
  out.reserve(bufferSize + 4096);
  for (const Keyed &k : keyed) {
    out += names[k.bucket];
    out += '\t';
    out += lines[k.index];
    out += '\n';
    if (out.size() >= bufferSize) {
      writeOut(out);
      out.clear();
    }
  }
  writeOut(out);
  if (std::fflush(stdout) != 0) {
    std::fprintf(stderr, "icu_bench: cannot write the output\n");
    return 1;
  }
  return 0;
}

void version() {
  UVersionInfo icu, unicode, cldr;
  char icuText[U_MAX_VERSION_STRING_LENGTH], unicodeText[U_MAX_VERSION_STRING_LENGTH],
      cldrText[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(icu);
  u_getUnicodeVersion(unicode);
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(cldr, &status);
  u_versionToString(icu, icuText);
  u_versionToString(unicode, unicodeText);
  u_versionToString(cldr, cldrText);
  std::printf("ICU %s, Unicode %s, CLDR %s\n", icuText, unicodeText, cldrText);
}

}  // namespace

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "--version") {
    version();
    return 0;
  }
  if (argc >= 4 && mode == "expert") return expert(argv[2], argv[3], argc > 4 ? std::atoi(argv[4]) : 1);
  if (argc >= 4 && mode == "records") return recordAPI(argv[2], argv[3], argc > 4 ? std::atoi(argv[4]) : 1);
  if (argc >= 5 && mode == "labels") return labels(argv[2], argv[3], argv[4]);
  if (argc == 4 && mode == "group") return group(argv[2], argv[3]);
  std::fprintf(stderr,
               "usage: icu_bench --version\n"
               "       icu_bench expert|records LOCALE FILE [REPETITIONS]\n"
               "       icu_bench labels LOCALE FILE OUT\n"
               "       icu_bench group LOCALE FILE\n");
  return 64;
}
