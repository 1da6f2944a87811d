// Clocks, memory and files with libc only, shared by the runner and the
// measuring child (which links no Foundation, so its resident memory is the
// library's and the records').

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public enum Platform {
  /// Monotonic time in nanoseconds.
  public static func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// CPU time of the calling thread in nanoseconds: on a shared machine, what
  /// the work itself took, without the time other processes had the core.
  public static func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// Runs `body` and returns its result and the elapsed milliseconds.
  public static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = nanoseconds()
    let result = try body()
    return (result, Double(nanoseconds() - start) / 1e6)
  }

  /// The whole content of a file.
  public static func readBytes(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw BenchError("cannot read \(path)") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 { throw BenchError("cannot read \(path)") }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }

  /// One record a line; empty lines skipped, a final CR dropped.
  public static func readLines(_ path: String) throws -> [String] {
    let bytes = try readBytes(path)
    var lines: [String] = []
    lines.reserveCapacity(bytes.count / 12)
    bytes.withUnsafeBufferPointer { b in
      var start = 0
      for i in 0...b.count where i == b.count || b[i] == 0x0A {
        var end = i
        if end > start && b[end - 1] == 0x0D { end -= 1 }
        if end > start {
          lines.append(
            String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self))
        }
        start = i + 1
      }
    }
    return lines
  }

  public static func writeLines(_ lines: [String], to path: String) throws {
    guard let file = fopen(path, "w") else { throw BenchError("cannot write \(path)") }
    defer { fclose(file) }
    for line in lines {
      fputs(line, file)
      fputc(0x0A, file)
    }
  }

  /// A child process's run, as `wait4` reports it for that child alone.
  public struct ChildRun {
    /// The exit status, or 128 + the signal that ended it.
    public var status: Int32
    public var wallMs: Double
    /// User and system CPU time.
    public var cpuMs: Double
    /// The child's own peak resident set size (`ru_maxrss`).
    public var peakKiB: Int
  }

  /// Runs `arguments` (the program's path first) with standard output and
  /// standard error written to files, and waits for it.
  ///
  /// `wait4` reports the peak of this one child, not the largest of all
  /// children as `getrusage(RUSAGE_CHILDREN)` does. `posix_spawn` starts the
  /// child in the caller's memory until it execs, and Linux counts the
  /// caller's peak into the child's `ru_maxrss` then, so the caller must be a
  /// small process: `section-index-bench-measure spawn`, not the runner.
  public static func spawnAndWait(_ arguments: [String], stdout: String, stderr: String) throws
    -> ChildRun
  {
    // The previous run's output is removed before the clock starts: the
    // child's O_TRUNC would otherwise free its pages (166 MB for `keys` on
    // a million records, 15 MB for `group`) inside the measured time.
    unlink(stdout)
    unlink(stderr)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var argv = arguments.map { strdup($0) }
    argv.append(nil)
    defer { for p in argv { free(p) } }
    let start = nanoseconds()
    var pid = pid_t()
    let error = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard error == 0 else {
      throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(error)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw BenchError("wait4 failed for \(arguments[0])") }
    }
    let wallMs = Double(nanoseconds() - start) / 1e6
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) / 1e3 }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    let signal = status & 0x7F
    return ChildRun(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, wallMs: wallMs,
      cpuMs: ms(usage.ru_utime) + ms(usage.ru_stime), peakKiB: usage.ru_maxrss)
  }

  /// Peak resident set size in KiB (`VmHWM` in /proc/self/status).
  public static func peakResidentKiB() -> Int {
    guard let bytes = try? readBytes("/proc/self/status") else { return -1 }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(String(line.filter(\.isNumber))) ?? -1
    }
    return -1
  }
}

public struct BenchError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// Keeps a value observable so the optimizer cannot drop the work producing it.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
