import SectionIndexCommandLine
import SectionIndexIO
import SectionIndexRecords

// The terminal side of `browse`: raw mode, the alternate screen, mouse
// reporting, the window size and signals. All of its libc lives in this file.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)

  /// The write end of the pipe signal handlers report to (the self-pipe trick:
  /// a handler may only do async-signal-safe things, such as `write(2)`).
  nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

  /// Reports a signal to the main loop through the pipe.
  private func reportSignal(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
  }

  /// A terminal taken over for a full-screen program, restored by ``restore()``.
  ///
  /// ``open()`` puts the controlling terminal in raw mode and switches to the
  /// alternate screen with the cursor hidden and SGR mouse reporting on;
  /// ``restore()`` undoes all of it and is safe to call more than once. SIGINT,
  /// SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT arrive through
  /// ``waitForInput(timeout:)``, so the program restores the terminal before
  /// it ends or stops, and takes it again when it continues.
  final class Terminal {
    /// What ``waitForInput(timeout:)`` saw.
    enum Input: Equatable {
      case bytes([UInt8])
      case signal(Int32)
      case timeout
      /// The terminal went away (hang-up).
      case endOfInput
    }

    static let windowChanged = SIGWINCH
    static let interrupt = SIGINT
    static let terminate = SIGTERM
    /// Stop (Ctrl-Z from outside raw mode, or `kill -TSTP`).
    static let stop = SIGTSTP
    /// Continued after a stop.
    static let resumed = SIGCONT
    private static let handledSignals = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    private let fd: FileDescriptor
    private var original: termios
    private var raw: termios
    private let signalRead: FileDescriptor
    private let signalWrite: FileDescriptor
    private var isRestored = false

    /// Modes turned on while browsing, and the sequences that turn them off.
    private static let enterSequence =
      "\u{1B}[?1049h"  // alternate screen
      + "\u{1B}[?25l"  // hide the cursor
      + "\u{1B}[?7l"  // no autowrap: writing the last column never scrolls
      + "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"  // clicks, drags, SGR coordinates
      + "\u{1B}[0m\u{1B}[2J"
    private static let leaveSequence =
      "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
      + "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h"
      + "\u{1B}[?1049l"

    /// Takes over the controlling terminal.
    ///
    /// - Throws: ``RuntimeError`` when there is no terminal to open or it
    ///   refuses raw mode.
    static func open() throws(RuntimeError) -> Terminal {
      let fd: FileDescriptor
      do { fd = try .open("/dev/tty", .readWrite, options: .noControllingTerminal) } catch {
        throw RuntimeError("cannot open the terminal: \(error.description)")
      }
      var original = termios()
      guard tcgetattr(fd.rawValue, &original) == 0 else {
        let error = SystemError.current
        try? fd.close()
        throw RuntimeError("cannot read the terminal's settings: \(error.description)")
      }
      var pipeEnds: [Int32] = [-1, -1]
      guard pipe(&pipeEnds) == 0 else {
        let error = SystemError.current
        try? fd.close()
        throw RuntimeError("cannot create a pipe: \(error.description)")
      }
      for end in pipeEnds {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      var raw = original
      raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
      raw.c_cflag |= tcflag_t(CS8)
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      let terminal = Terminal(
        fd: fd, original: original, raw: raw, signalRead: FileDescriptor(rawValue: pipeEnds[0]),
        signalWrite: FileDescriptor(rawValue: pipeEnds[1]))
      signalPipeWriteEnd = pipeEnds[1]
      // A parent may have blocked them (threads of a test runner do); the
      // terminal is restored only if they arrive.
      var handled = sigset_t()
      sigemptyset(&handled)
      for signalNumber in handledSignals {
        _ = signal(signalNumber, reportSignal)
        sigaddset(&handled, signalNumber)
      }
      _ = sigprocmask(SIG_UNBLOCK, &handled, nil)

      guard tcsetattr(fd.rawValue, TCSAFLUSH, &raw) == 0 else {
        let error = SystemError.current
        terminal.restore()
        throw RuntimeError("cannot put the terminal in raw mode: \(error.description)")
      }
      terminal.write(enterSequence)
      return terminal
    }

    private init(
      fd: FileDescriptor, original: termios, raw: termios, signalRead: FileDescriptor,
      signalWrite: FileDescriptor
    ) {
      self.fd = fd
      self.original = original
      self.raw = raw
      self.signalRead = signalRead
      self.signalWrite = signalWrite
    }

    deinit { restore() }

    /// Puts the terminal back as it was: main screen, cursor, cooked mode, no
    /// mouse reporting, default signal handling.
    func restore() {
      guard !isRestored else { return }
      isRestored = true
      write(Self.leaveSequence)
      _ = tcsetattr(fd.rawValue, TCSAFLUSH, &original)
      for signalNumber in Self.handledSignals {
        _ = signal(signalNumber, SIG_DFL)
      }
      signalPipeWriteEnd = -1
      try? signalRead.close()
      try? signalWrite.close()
      try? fd.close()
    }

    /// Gives the terminal back and stops the process, as Ctrl-Z does in a
    /// shell; when the shell continues it (`fg`), takes the terminal again.
    /// The caller draws everything anew.
    func suspend() {
      guard !isRestored else { return }
      write(Self.leaveSequence)
      _ = tcsetattr(fd.rawValue, TCSAFLUSH, &original)
      _ = signal(SIGTSTP, SIG_DFL)
      // Stops here until SIGCONT. (In an orphaned process group, with no
      // shell to continue it, the kernel discards the stop and this returns.)
      _ = raise(SIGTSTP)
      _ = signal(SIGTSTP, reportSignal)
      resume()
    }

    /// Puts the terminal back in raw mode on the alternate screen, after a
    /// stop and continue (the shell may have changed its modes meanwhile).
    func resume() {
      guard !isRestored else { return }
      _ = tcsetattr(fd.rawValue, TCSAFLUSH, &raw)
      write(Self.enterSequence)
    }

    /// Ends the process the way the signal would have, after ``restore()``:
    /// the shell sees "killed by SIGINT" (status 130), as it expects.
    static func endProcess(dueTo signalNumber: Int32) -> Never {
      _ = signal(signalNumber, SIG_DFL)
      _ = raise(signalNumber)
      POSIX.exit(128 + signalNumber)
    }

    /// The terminal's size in cells; 80 × 24 when it cannot say.
    func size() -> TerminalSize {
      var size = winsize()
      guard ioctl(fd.rawValue, UInt(TIOCGWINSZ), &size) == 0 else {
        return TerminalSize(columns: 80, rows: 24)
      }
      return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Waits for bytes from the keyboard or mouse, or a signal.
    ///
    /// - Parameter timeout: Milliseconds to wait; negative waits for ever.
    func waitForInput(timeout: Int32) -> Input {
      var fds = [
        pollfd(fd: signalRead.rawValue, events: Int16(POLLIN), revents: 0),
        pollfd(fd: fd.rawValue, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        // A signal interrupted the wait: the loop comes back to read it.
        return errno == EINTR ? .bytes([]) : .endOfInput
      }
      if ready == 0 { return .timeout }
      if fds[0].revents & Int16(POLLIN) != 0 {
        var byte: [UInt8] = [0]
        if (try? signalRead.read(into: &byte)) == 1 { return .signal(Int32(byte[0])) }
      }
      if fds[1].revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = (try? fd.read(into: &buffer)) ?? 0
        return count > 0 ? .bytes(Array(buffer[..<count])) : .endOfInput
      }
      if fds[1].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .endOfInput }
      return .bytes([])
    }

    /// Writes text to the terminal, all of it.
    func write(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        try? fd.writeAll(UnsafeRawBufferPointer(bytes))
      }
    }
  }

#endif
