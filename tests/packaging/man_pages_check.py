#!/usr/bin/env python3
"""The man pages in step with the programs' --help.

Runs each program's --help (and, for ipclab-cli, every subcommand's) and reads its page:
every subcommand has a .SS of its own under COMMANDS; every option --help lists is the tag of a
.TP in that .SS (or, for a program without subcommands, in OPTIONS), its short and long names
in one tag, its body naming the default --help shows; and no tag names an option the program
no longer has. groff renders each page without a warning.

usage: man_pages_check.py MAN_DIR IPCLAB IPCLAB_CLI IPCLAB_PEER
MAN_DIR holds the configured pages (ipclab.1, ipclab-cli.1, ipclab-peer.1). Exit 0 when they
agree, 1 with one line per disagreement.
"""

import os
import re
import shutil
import subprocess
import sys

OPTION_NAME = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*")
# An option line of --help: CLI11 ("  -m,--mechanisms TEXT=pipe  ..."), Qt ("  -h, --help  ...").
HELP_OPTION_LINE = re.compile(r"^ {1,4}(--?[A-Za-z][\w-]*(?:, ?--?[A-Za-z][\w-]*)*)(.*)$")
HELP_ONLY = {"-h", "--help"}


def run_help(arguments):
    """The --help text of `arguments`, or raises with what went wrong."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(arguments + ["--help"], capture_output=True, text=True, timeout=120,
                          env=environment, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"`{' '.join(arguments)} --help` exited {done.returncode}: "
                           f"{done.stderr.strip()[:300]}")
    return done.stdout


def help_options(text):
    """[(names, default or None)] of every option line; a flag's {value} is no default."""
    options = []
    for line in text.splitlines():
        match = HELP_OPTION_LINE.match(line)
        if not match:
            continue
        names = OPTION_NAME.findall(match.group(1))
        rest = match.group(2)
        default = None
        value_type = re.match(r"^ (\S+)", rest)
        if value_type and "=" in value_type.group(1):
            default = value_type.group(1).split("=", 1)[1]
        options.append((names, default))
    return options


def help_subcommands(text):
    names = []
    listing = False
    for line in text.splitlines():
        if line.strip().endswith(":"):
            listing = line.strip() == "Subcommands:"
            continue
        match = re.match(r"^  ([a-z][\w-]*)\s", line)
        if listing and match:
            names.append(match.group(1))
    return names


def plain(roff):
    """A roff line's text: no request name, quotes, font changes or escapes."""
    text = roff
    if text.startswith("."):
        text = text.split(None, 1)[1] if " " in text else ""
        text = " ".join(part.strip('"') for part in re.findall(r'"[^"]*"|\S+', text))
    text = re.sub(r"\\f(\[[^]]*\]|\(..|.)", "", text)
    text = text.replace("\\-", "-").replace("\\&", "").replace("\\ ", " ")
    return text


class Page:
    """A man page as sections (.SH) and subsections (.SS), each with its .TP entries."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.parts = {}  # ("OPTIONS", None) or ("COMMANDS", "run") -> [(tag, body)]
        section, subsection = None, None
        entries = None
        entry = None
        lines = open(path, encoding="utf-8").read().splitlines()
        index = 0
        while index < len(lines):
            line = lines[index]
            index += 1
            if line.startswith(".SH"):
                section, subsection = plain(line).strip(), None
                entries = self.parts.setdefault((section, None), [])
                entry = None
            elif line.startswith(".SS"):
                subsection = plain(line).split()[0]
                entries = self.parts.setdefault((section, subsection), [])
                entry = None
            elif line.startswith(".TP") and index < len(lines):
                entry = [plain(lines[index]), ""]
                entries.append(entry)
                index += 1
            elif line.startswith((".PP", ".P ", ".LP")):
                entry = None
            elif entry is not None and not line.startswith('.\\"'):
                entry[1] += " " + plain(line)

    def subsections(self, section):
        return [sub for (sec, sub) in self.parts if sec == section and sub is not None]

    def entries(self, section, subsection=None):
        return self.parts.get((section, subsection), [])


def compare(page, where, entries, command, options, problems, help_said_once=False):
    """Every option of `command --help` in `entries` (the page's `where`), and back.
    `help_said_once`: a subcommand's -h, --help, which the page's OPTIONS gives for them all."""
    listed = set()
    for names, default in options:
        listed.update(names)
        if help_said_once and set(names) <= HELP_ONLY:
            continue
        entry = next((e for e in entries if set(names) <= set(OPTION_NAME.findall(e[0]))), None)
        if entry is None:
            problems.append(f"{page.name}: {where} does not describe {', '.join(names)} "
                            f"(listed by `{command} --help`)")
        elif default is not None:
            body = entry[1].lower()
            if "default" not in body or default.lower() not in body:
                problems.append(f"{page.name}: {where}, {names[-1]}: `{command} --help` "
                                f"says its default is {default}; the page does not")
    for tag, _ in entries:
        for name in OPTION_NAME.findall(tag):
            if name not in listed:
                problems.append(f"{page.name}: {where} describes {name}, which "
                                f"`{command} --help` does not list")


def check_cli(page, program, problems):
    command = os.path.basename(program)
    top = run_help([program])
    compare(page, "OPTIONS", page.entries("OPTIONS"), command, help_options(top), problems)
    subcommands = help_subcommands(top)
    if not subcommands:
        problems.append(f"`{command} --help` lists no subcommands: cannot check the page")
    for name in subcommands:
        if name not in page.subsections("COMMANDS"):
            problems.append(f"{page.name}: COMMANDS has no .SS {name} "
                            f"(a subcommand of `{command} --help`)")
            continue
        text = run_help([program, name])
        compare(page, f"COMMANDS/{name}", page.entries("COMMANDS", name), f"{command} {name}",
                help_options(text), problems, help_said_once=True)
    for name in page.subsections("COMMANDS"):
        if name not in subcommands:
            problems.append(f"{page.name}: COMMANDS describes {name}, which "
                            f"`{command} --help` does not list")
    return len(subcommands)


def check_rendering(page, problems):
    groff = shutil.which("groff")
    if groff is None:
        problems.append("groff not found (Debian: groff-base): the pages' rendering is unchecked")
        return
    done = subprocess.run([groff, "-man", "-Tutf8", "-ww", "-z", page.path], capture_output=True,
                          text=True, env=dict(os.environ, LC_ALL="C.UTF-8"), check=False)
    for line in (done.stderr.strip().splitlines() if done.stderr.strip() else []):
        problems.append(f"{page.name}: groff: {line}")
    if done.returncode != 0:
        problems.append(f"{page.name}: groff exited {done.returncode}")


def main(arguments):
    if len(arguments) != 4:
        print("usage: man_pages_check.py MAN_DIR IPCLAB IPCLAB_CLI IPCLAB_PEER", file=sys.stderr)
        return 2
    man_dir, ipclab, cli, peer = arguments
    problems = []
    pages = {name: Page(os.path.join(man_dir, name + ".1"))
             for name in ("ipclab", "ipclab-cli", "ipclab-peer")}
    try:
        for name, program in (("ipclab", ipclab), ("ipclab-peer", peer)):
            compare(pages[name], "OPTIONS", pages[name].entries("OPTIONS"),
                    os.path.basename(program), help_options(run_help([program])), problems)
        commands = check_cli(pages["ipclab-cli"], cli, problems)
    except (OSError, RuntimeError, subprocess.TimeoutExpired) as error:
        print(f"cannot read a program's --help: {error}")
        return 1
    for page in pages.values():
        check_rendering(page, problems)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} disagreement(s) between the man pages and the programs")
        return 1
    print(f"the three man pages describe every option of the programs and of ipclab-cli's "
          f"{commands} commands, and render without a warning")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
