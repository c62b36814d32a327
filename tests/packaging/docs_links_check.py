#!/usr/bin/env python3
"""Every link of the README and docs/*.md lands: a relative link names a file or folder of the
source tree, and its #anchor (or a link within one page) a heading of that page, as GitHub
names headings. Web addresses are not fetched.

usage: docs_links_check.py SOURCE_DIR
Exit 0 when every link lands, 1 with one line per link that does not.
"""

import os
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def prose_lines(text):
    """(line number, line) outside fenced code blocks."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def github_anchor(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|__", "", heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found = set()
    seen = {}
    with open(path, encoding="utf-8") as page:
        for _, line in prose_lines(page.read()):
            match = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if match:
                anchor = github_anchor(match.group(1))
                count = seen.get(anchor, 0)
                seen[anchor] = count + 1
                found.add(anchor if count == 0 else f"{anchor}-{count}")
    return found


def main(arguments):
    if len(arguments) != 1:
        print("usage: docs_links_check.py SOURCE_DIR", file=sys.stderr)
        return 2
    source = os.path.realpath(arguments[0])
    docs = os.path.join(source, "docs")
    pages = [os.path.join(source, "README.md")] + sorted(
        os.path.join(docs, name) for name in os.listdir(docs) if name.endswith(".md"))
    problems = []
    links = 0
    for page in pages:
        shown = os.path.relpath(page, source)
        with open(page, encoding="utf-8") as text:
            lines = list(prose_lines(text.read()))
        for number, line in lines:
            for target in LINK.findall(re.sub(r"`[^`]*`", "", line)):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
                    continue
                links += 1
                path, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) \
                    if path else page
                if not resolved.startswith(source + os.sep) or not os.path.exists(resolved):
                    problems.append(f"{shown}:{number}: {target}: no such file")
                elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                    problems.append(f"{shown}:{number}: {target}: no heading "
                                    f"'{anchor}' in {os.path.relpath(resolved, source)}")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} of {links} links do not land")
        return 1
    print(f"all {links} links of {len(pages)} pages land")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
