#!/usr/bin/env python3
"""Core's rooms (core/src/<room>/) and file lengths, as docs/architecture.md draws them; and
core's errors as Text templates.

A file may include its own room and the rooms below it, never one above: the include graph of
core then stays the picture the architecture page shows. Also no C++ file over 600 lines in the
product or its tests. A script, not a linter, for the same reason as function_size.py: it reads
the sources in a second, with no build.
Core speaks in typed messages (docs/architecture.md): an error core makes is textError(code,
Text(IPCLAB_TR_NOOP(...), args)), so the GUI can translate it and lupdate lists it. Building a
platform::Error by hand (Error{code, "English " + ...}, Error(...), or a braced {ErrorCode::X,
...}) would put an English sentence where no translation reaches it: refused everywhere in
core/src except textError's own definition (common/text.cpp). A text that truly must stay as
written says so with Text::verbatim(...).
Usage: layers.py ROOT   (exit 1 with one line per problem)
"""
import os
import re
import sys

# Lowest first. A room may include the rooms of lower or equal rank.
ROOM_RANK = {
    'common': 0,
    'experiment': 1, 'statistics': 1, 'machine': 1,
    'mechanisms': 2,
    'results': 3,
    'remote': 4,
    'run': 5,
    'presets': 6, 'map': 6,
    'peer': 7,
    'service': 8,
}
MAX_LINES = 600
INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"', re.M)


def room_problems(root):
    src = os.path.join(root, 'core', 'src')
    problems = []
    for room in sorted(os.listdir(src)):
        folder = os.path.join(src, room)
        if not os.path.isdir(folder):
            continue
        if room not in ROOM_RANK:
            problems.append(f'core/src/{room}/: a room .ci/layers.py does not know (give it a rank)')
            continue
        for dirpath, _, files in os.walk(folder):
            for name in sorted(files):
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8') as f:
                    text = f.read()
                for target in INCLUDE.findall(text):
                    if target in ROOM_RANK and ROOM_RANK[target] > ROOM_RANK[room]:
                        rel = os.path.relpath(path, root)
                        problems.append(f'{rel}: includes {target}/, a room above {room}/')
    loose = [f for f in os.listdir(src) if os.path.isfile(os.path.join(src, f))]
    problems += [f'core/src/{f}: outside every room' for f in sorted(loose)]
    return problems


HAND_MADE_ERROR = re.compile(r'(?<![\w.])(?:platform::)?Error\s*[{(]'
                             r'|(?<!textError)[{(]\s*(?:platform::)?ErrorCode::\w+\s*,')
COMMENT = re.compile(r'//[^\n]*')
TEXT_ERROR_HOME = os.path.join('core', 'src', 'common', 'text.cpp')


def error_problems(root):
    problems = []
    for dirpath, _, files in os.walk(os.path.join(root, 'core', 'src')):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            if rel == TEXT_ERROR_HOME or not name.endswith(('.cpp', '.hpp', '.h')):
                continue
            with open(path, encoding='utf-8') as f:
                # Comments blanked, line breaks kept: a call clang-format broke over lines
                # still matches, and the line number stays right.
                code = COMMENT.sub(lambda m: ' ' * len(m.group(0)), f.read())
            for match in HAND_MADE_ERROR.finditer(code):
                number = code.count('\n', 0, match.start()) + 1
                problems.append(f'{rel}:{number}: builds an Error by hand; use '
                                f'textError(code, Text(IPCLAB_TR_NOOP(...), args))')
    return problems


def length_problems(root):
    problems = []
    for top in ('core', 'app', 'platform', 'tests'):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith(('.cpp', '.hpp', '.h')):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    lines = sum(1 for _ in f)
                if lines > MAX_LINES:
                    problems.append(f'{os.path.relpath(path, root)}: {lines} lines (at most {MAX_LINES})')
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    problems = room_problems(root) + length_problems(root) + error_problems(root)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
