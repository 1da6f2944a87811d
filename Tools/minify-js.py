#!/usr/bin/env python3
"""Shrinks the web component's JavaScript modules for what a page downloads
(Scripts/build-web.sh): drops comments and indentation, joins what needs no
space between it, and keeps everything else as written.

    python3 Tools/minify-js.py IN.js OUT.js [--header TEXT]

What it keeps, so that the module means exactly what it did:
- string, template and regular-expression literals, byte for byte
  (a template's `${…}` is code again, to its closing brace);
- line breaks (one per run of blank lines and comments), so automatic
  semicolon insertion sees what it saw;
- a space between two characters that would otherwise join into one token
  (`a b`, `a + +b`, `a - -b`, `1 .toString`);
- block comments that tell bundlers something (`/* webpackIgnore: true */`,
  `/* @vite-ignore */`).

It is a scanner, not a parser: a `/` starts a regular expression where an
operand is expected (after an operator, an opening bracket, a comma, a
keyword such as `return`, or at the start), else it divides. The modules'
tests run against its output (Scripts/test-web.sh). Exit status 1 with the
file and line of an unterminated literal or comment.
"""
import sys

KEEP_COMMENTS = ("webpackIgnore", "@vite-ignore", "webpackChunkName")
REGEX_AFTER_WORDS = {"return", "typeof", "instanceof", "in", "of", "new", "delete", "void",
                     "throw", "case", "do", "else", "yield", "await"}


class MinifyError(Exception):
    pass


def is_word(c):
    return c.isalnum() or c in "_$" or ord(c) > 0x7F


def minify(src, name="input"):
    out = []
    i, n = 0, len(src)
    # Modes: a stack of open template literals' expression depths; each
    # entry counts the braces opened inside that `${`.
    templates = []
    pending_space = False
    pending_newline = False
    last = ""  # the last significant token's text (for the regex rule)

    def line_of(pos):
        return src.count("\n", 0, pos) + 1

    def emit(text, word_like=None):
        nonlocal pending_space, pending_newline, last
        if out:
            prev = out[-1][-1]
            first = text[0]
            if pending_newline and not joins_lines(prev, text):
                out.append("\n")
            elif (pending_space or pending_newline) and needs_space(prev, first):
                out.append(" ")
        pending_space = pending_newline = False
        out.append(text)
        last = text

    def needs_space(a, b):
        if is_word(a) and is_word(b):
            return True
        if a in "+-" and b == a:
            return True
        if a == "." and b.isdigit() or a.isdigit() and b == ".":
            return True
        return False

    def joins_lines(prev, text):
        """Whether a line break between `prev` and `text` can go: after a
        character that cannot end a statement, or before one that cannot
        start one (so no semicolon is ever inserted there)."""
        if prev in ",;{([=:?&|*<>!~^%":
            return True
        return text[0] in ")]},;:?" or text[0] == "." and not text[1:2].isdigit()

    def regex_allowed():
        if not last:
            return True
        if is_word(last[-1]):
            return last in REGEX_AFTER_WORDS
        return last[-1] not in ")]}"

    def copy_string(start, quote):
        j = start + 1
        while j < n:
            c = src[j]
            if c == "\\":
                j += 2
                continue
            if c == quote:
                return j + 1
            if c == "\n":
                break
            j += 1
        raise MinifyError("%s:%d: unterminated string" % (name, line_of(start)))

    def copy_template_text(start):
        """From just after a ` or a closing } of ${…}: to the end of the
        template (returns index after `, False) or to a ${ (index after
        ${, True)."""
        j = start
        while j < n:
            c = src[j]
            if c == "\\":
                j += 2
                continue
            if c == "`":
                return j + 1, False
            if c == "$" and j + 1 < n and src[j + 1] == "{":
                return j + 2, True
            j += 1
        raise MinifyError("%s:%d: unterminated template literal" % (name, line_of(start)))

    def copy_regex(start):
        j = start + 1
        in_class = False
        while j < n:
            c = src[j]
            if c == "\\":
                j += 2
                continue
            if c == "\n":
                break
            if in_class:
                if c == "]":
                    in_class = False
            elif c == "[":
                in_class = True
            elif c == "/":
                j += 1
                while j < n and is_word(src[j]):
                    j += 1
                return j
            j += 1
        raise MinifyError("%s:%d: unterminated regular expression" % (name, line_of(start)))

    while i < n:
        c = src[i]
        if c in " \t\r\f\v\ufeff":
            pending_space = True
            i += 1
        elif c == "\n":
            pending_newline = bool(out)
            i += 1
        elif src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            if j < 0:
                raise MinifyError("%s:%d: unterminated comment" % (name, line_of(i)))
            comment = src[i:j + 2]
            if any(k in comment for k in KEEP_COMMENTS):
                saved = last
                emit(comment)
                last = saved
                pending_space = True
            elif "\n" in comment:
                pending_newline = bool(out)
            else:
                pending_space = True
            i = j + 2
        elif c in "'\"":
            j = copy_string(i, c)
            emit(src[i:j])
            i = j
        elif c == "`":
            j, opened = copy_template_text(i + 1)
            emit(src[i:j])
            if opened:
                templates.append(0)
                last = "("
            i = j
        elif c == "}" and templates and templates[-1] == 0:
            templates.pop()
            j, opened = copy_template_text(i + 1)
            emit(src[i:j])
            if opened:
                templates.append(0)
                last = "("
            i = j
        elif c == "/" and regex_allowed():
            j = copy_regex(i)
            emit(src[i:j])
            i = j
        elif is_word(c):
            j = i
            while j < n and (is_word(src[j]) or
                             (src[j] == "." and src[i].isdigit() and j + 1 < n and src[j + 1].isdigit())):
                j += 1
            emit(src[i:j])
            i = j
        else:
            if templates:
                if c == "{":
                    templates[-1] += 1
                elif c == "}":
                    templates[-1] -= 1
            emit(c)
            i += 1
    if templates:
        raise MinifyError("%s: unterminated template expression at the end" % name)
    return "".join(out) + "\n"


def main(argv):
    args = argv[1:]
    header = None
    if "--header" in args:
        k = args.index("--header")
        header = args[k + 1]
        del args[k:k + 2]
    if len(args) != 2:
        print("usage: minify-js.py IN.js OUT.js [--header TEXT]", file=sys.stderr)
        return 64
    source, target = args
    try:
        with open(source, encoding="utf-8") as f:
            text = f.read()
        result = minify(text, source)
    except (OSError, UnicodeDecodeError, MinifyError) as error:
        print("minify-js: %s" % error, file=sys.stderr)
        return 1
    with open(target, "w", encoding="utf-8") as f:
        if header:
            f.write("// %s\n" % header)
        f.write(result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
