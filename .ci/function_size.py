#!/usr/bin/env python3
"""Function-size check: no function body in core/, app/ or platform/ longer than the limit.

clang-tidy's readability-function-size would need every translation unit compiled with its
Qt, Boost and ZeroMQ headers (minutes on a small machine, and a configured build); style.sh
runs in seconds on a brand-new machine without one. This script reads the clang-formatted
sources instead: comments, strings and preprocessor lines are dropped, braces are matched, and a
brace whose header (the text since the previous ';', '{' or '}') ends a parameter list opens a
function (constructors with initialiser lists, lambdas at namespace scope excepted). Lambdas and
local classes count towards the function they are written in, as clang-tidy counts them.
A function's size is the lines from its opening to its closing brace, blank lines and comments
included.

Usage: function_size.py [--limit N] [--allow FILE] DIR...
Exit 1 when a function over the limit is not in the allow-list (or an allow-list entry no longer
over the limit, so that the list only shrinks).
"""
import argparse
import os
import re
import sys

TOKEN = re.compile(
    r'//[^\n]*|/\*.*?\*/|R"([^(\s]*)\(.*?\)\1"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
    re.S)


def blank(match):
    # Keeps the newlines, so line numbers stay right.
    return re.sub(r'[^\n]', ' ', match.group(0))


def strip(text):
    text = TOKEN.sub(blank, text)
    return '\n'.join('' if line.lstrip().startswith('#') else line for line in text.split('\n'))


def function_name(header):
    header = ' '.join(header.split())
    depth = 0
    # The name is what stands before the parameter list's '(' that matches the last ')' ...
    # before any initialiser list (': member(...)').
    cut = header
    colon = re.search(r'\)\s*(?:const\s*)?(?:noexcept\s*)?:(?!:)', header)
    if colon:
        cut = header[:colon.start() + 1]
    end = cut.rfind(')')
    for index in range(end, -1, -1):
        if cut[index] == ')':
            depth += 1
        elif cut[index] == '(':
            depth -= 1
            if depth == 0:
                found = re.search(r'([\w:~<>=!+\-*/\[\]]+)\s*$', cut[:index])
                return found.group(1) if found else '?'
    return '?'


def kind_of(header):
    words = header.split()
    if not words:
        return 'other'
    if words[0] in ('namespace', 'extern') or header.startswith('namespace'):
        return 'scope'
    # The header with every parenthesised part taken out: an '=' left is at its top level.
    top, previous = header, None
    while top != previous:
        previous, top = top, re.sub(r'\([^()]*\)', '', top)
    if re.search(r'(^|[^=!<>])=($|[^=])', top) and not re.search(r'\boperator\s*\S*=', top):
        return 'other'  # an initialiser, or a lambda at namespace scope
    if re.match(r'^(template\s*<.*>\s*)?(class|struct|union|enum)\b', header) and '(' not in header:
        return 'scope'
    if re.search(r'\)[\w\s&:<>,\->*]*$', header) or re.search(r'\)\s*:', header):
        return 'function'
    if re.match(r'^(template\s*<.*>\s*)?(class|struct|union|enum)\b', header):
        return 'scope'
    return 'other'


def functions(path):
    text = strip(open(path, encoding='utf-8', errors='replace').read())
    stack = []  # (kind, line, name)
    header_start = 0
    line = 1
    for index, char in enumerate(text):
        if char == '\n':
            line += 1
        elif char in ';{}':
            inside_function = any(kind == 'function' for kind, _, _ in stack)
            header = text[header_start:index]
            # A brace inside an open parenthesis (a braced argument in an initialiser list)
            # belongs to the header around it.
            in_parens = not inside_function and header.count('(') > header.count(')')
            if char == '{':
                header = ' '.join(header.split())
                kind = 'block' if inside_function else 'paren' if in_parens else kind_of(header)
                stack.append((kind, line, function_name(header) if kind == 'function' else ''))
            elif char == '}' and stack:
                kind, start, name = stack.pop()
                if kind == 'function':
                    yield name, start, line - start + 1
            if not in_parens and (not inside_function or char != ';'):
                header_start = index + 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--limit', type=int, default=80)
    parser.add_argument('--allow', default=None)
    parser.add_argument('--list', action='store_true', help='print every offender, fail never')
    parser.add_argument('dirs', nargs='+')
    options = parser.parse_args()
    allowed = set()
    if options.allow:
        for entry in open(options.allow, encoding='utf-8'):
            entry = entry.split('#', 1)[0].strip()
            if entry:
                allowed.add(entry)
    offenders = []
    for top in options.dirs:
        for folder, _, files in os.walk(top):
            for name in sorted(files):
                if name.endswith(('.cpp', '.hpp', '.h')):
                    path = os.path.join(folder, name)
                    for function, start, lines in functions(path):
                        if lines > options.limit:
                            offenders.append((path, start, function, lines))
    offenders.sort()
    if options.list:
        for path, start, function, lines in offenders:
            print(f'{path}:{start}: {function} {lines} lines')
        return 0
    status = 0
    seen = set()
    for path, start, function, lines in offenders:
        key = f'{path}:{function}'
        seen.add(key)
        if key not in allowed:
            print(f'  {path}:{start}: {function} has {lines} lines (limit {options.limit})',
                  file=sys.stderr)
            status = 1
    for key in sorted(allowed - seen):
        print(f'  {key} is on the allow-list but no longer over {options.limit} lines: '
              'take it off', file=sys.stderr)
        status = 1
    return status


if __name__ == '__main__':
    sys.exit(main())
