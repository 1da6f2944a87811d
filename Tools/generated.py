"""What the generators share: regenerate, or check that the committed files are current."""

import filecmp
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(generate, script, what):
    """`generate(out_root)` writes files below out_root.

    With --check on the command line, it writes into a temporary folder and
    exits 1 naming every file that differs from the committed one.
    """
    if "--check" not in sys.argv:
        generate(ROOT)
        return
    with tempfile.TemporaryDirectory() as tmp:
        generate(tmp)
        bad = []
        for dirpath, _, files in os.walk(tmp):
            for name in files:
                new = os.path.join(dirpath, name)
                old = os.path.join(ROOT, os.path.relpath(new, tmp))
                if not os.path.exists(old) or not filecmp.cmp(new, old, shallow=False):
                    bad.append(os.path.relpath(new, tmp))
    if bad:
        print("Generated files differ from the committed ones:", file=sys.stderr)
        for b in sorted(bad):
            print("  " + b, file=sys.stderr)
        print("Run: python3 Tools/%s" % script, file=sys.stderr)
        sys.exit(1)
    print("%s: up to date." % what)
