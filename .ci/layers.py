#!/usr/bin/env python3
"""Core's rooms (core/src/<room>/) and file lengths, as docs/architecture.md draws them; and
core's errors as Text templates.

A file may include its own room and the rooms below it, never one above: the include graph of
core then stays the picture the architecture page shows. A public header (core/include/ipclab/)
is in the room of the .cpp of its name (HEADER_ROOM where there is none), and no two units (a
header and its .cpp) include each other, directly or round a loop. Also no C++ file over 600 lines in the
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
INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/([a-z_]+)\.hpp"', re.M)
PUBLIC = re.compile(r'^\s*#\s*include\s+"ipclab/([a-z_]+)\.hpp"', re.M)
# A public header (core/include/ipclab/X.hpp) lives in the room of its X.cpp; these have none.
HEADER_ROOM = {
    'channel': 'mechanisms',
    'core_map': 'map',
    'remote': 'remote',
    'report': 'results',
    'run_observer': 'run',
    'runner_options': 'run',
}


def core_files(root):
    """(path, room, unit) of every file of core: a unit is a file's stem, its header and its
    .cpp together; a public header belongs to the room of its unit."""
    src = os.path.join(root, 'core', 'src')
    files, unit_room = [], {}
    for room in sorted(os.listdir(src)):
        for dirpath, _, names in os.walk(os.path.join(src, room)):
            for name in sorted(names):
                unit = os.path.splitext(name)[0]
                files.append((os.path.join(dirpath, name), room, unit))
                if name.endswith('.cpp'):
                    unit_room.setdefault(unit, room)
    public = os.path.join(root, 'core', 'include', 'ipclab')
    for name in sorted(os.listdir(public)):
        unit = os.path.splitext(name)[0]
        room = unit_room.get(unit) or HEADER_ROOM.get(unit)
        files.append((os.path.join(public, name), room, unit))
    return files, unit_room


def include_cycles(edges):
    """The units that include each other round a loop (Tarjan's strongly connected parts)."""
    index, low, stack, on, found = {}, {}, [], set(), []

    def visit(unit):
        index[unit] = low[unit] = len(index)
        stack.append(unit)
        on.add(unit)
        for other in sorted(edges.get(unit, ())):
            if other not in index:
                visit(other)
                low[unit] = min(low[unit], low[other])
            elif other in on:
                low[unit] = min(low[unit], index[other])
        if low[unit] == index[unit]:
            part = []
            while True:
                other = stack.pop()
                on.discard(other)
                part.append(other)
                if other == unit:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for unit in sorted(edges):
        if unit not in index:
            visit(unit)
    return found


def room_problems(root):
    src = os.path.join(root, 'core', 'src')
    problems = []
    files, _ = core_files(root)
    room_of_unit = {unit: room for _, room, unit in files if room}
    edges = {}
    for path, room, unit in files:
        rel = os.path.relpath(path, root)
        if room is None:
            problems.append(f'{rel}: a public header with no .cpp of its name (give it a room '
                            'in HEADER_ROOM of .ci/layers.py)')
            continue
        if room not in ROOM_RANK:
            problems.append(f'{rel}: in a room .ci/layers.py does not know (give it a rank)')
            continue
        with open(path, encoding='utf-8') as f:
            text = f.read()
        included = [(target, name) for target, name in INCLUDE.findall(text)]
        included += [(room_of_unit.get(name), name) for name in PUBLIC.findall(text)]
        for target, name in included:
            if target in ROOM_RANK and ROOM_RANK[target] > ROOM_RANK[room]:
                problems.append(f'{rel}: includes {name}.hpp of {target}/, a room above {room}/')
            if name != unit and target in ROOM_RANK:
                edges.setdefault(unit, set()).add(name)
    for cycle in include_cycles(edges):
        problems.append('core: ' + ', '.join(cycle) + ' include each other (a cycle: '
                        'move what they share into a unit of its own)')
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
