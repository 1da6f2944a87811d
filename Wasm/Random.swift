// The random bytes the Embedded standard library asks the C library for
// (`arc4random_buf`, called once to seed `Hasher`), taken straight from the
// host through WASI's `random_get`. wasi-libc's own arc4random_buf is a
// ChaCha20 generator that can fail an `assert`, and its assert links
// `fprintf`, printf's formatting engine and `strerror`'s messages: about
// 12 KB of code and 2 KB of data the wasm files never use otherwise. The
// seed stays random, so `Set` and `Dictionary` keep their per-run order.

@_extern(c, "__wasi_random_get")
func wasiRandomGet(_ buffer: UnsafeMutableRawPointer, _ count: Int) -> UInt16

@_extern(c, "abort")
func cAbort()

/// Fills `count` bytes at `buffer` with random bytes from the host
/// (`crypto.getRandomValues` in a browser, Web/section-index.js), as the C
/// library's `arc4random_buf` does; traps if the host gives none.
///
///     var seed = (0 as UInt64, 0 as UInt64)
///     withUnsafeMutableBytes(of: &seed) { arc4randomBuffer($0.baseAddress, $0.count) }
///
/// - Complexity: O(`count`).
@_cdecl("arc4random_buf")
func arc4randomBuffer(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
  guard let buffer, count > 0 else { return }
  // abort() traps; fatalError's message would link the C library's
  // standard output for this one case.
  if wasiRandomGet(buffer, count) != 0 { cAbort() }
}
