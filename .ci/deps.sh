#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages IPC Lab needs, only those missing (apt-get, as root or
# through sudo). Usage: deps.sh [build|native|runtime|windows|macos|node|package|style|walk]...
# (native = build + test tools).  deps.sh --list GROUP... prints the packages and installs nothing.
set -euo pipefail

# build: what compiling IPC Lab needs. Qt Charts needs Qt's OpenGL module, which qt6-base-dev
# only recommends: named here, because we install without recommends (a brand-new machine
# showed it). GoogleTest is here because configuring the project looks for it. ccache: the
# scripts compile through it (.ci/compiler-cache.sh), so a second build of the same sources is
# cheap.
# qt6-translations-l10n: Qt's own texts (file dialogs, OK / Cancel) in German, which the GUI
# loads beside its own (language.cpp); without it they stay English.
build=(cmake ninja-build g++ pkg-config
       qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
       libgl-dev fonts-dejavu-core qt6-translations-l10n
       libboost-dev nlohmann-json3-dev libcli11-dev cppzmq-dev libzmq3-dev
       libgtest-dev googletest ccache)
# runtime: what ipclab-cli and ipclab-peer need to run, nothing to build with (the container
# image installs exactly this: resources/docker/Dockerfile). The Qt and ZeroMQ libraries the two
# programs link (tests/packaging/check_container_files.sh compares this with their ELF NEEDED
# entries; libc6, libstdc++6 and libgcc-s1 are in every Debian), and a font for the PNG charts
# Qt's offscreen platform draws.
runtime=(libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6 libqt6svg6 libzmq5
         fonts-dejavu-core)
# test: what the test suites use besides (a display for the GUI tests, network namespaces,
# the German locale, the metainfo and .desktop validators, strace for the system calls per
# message that ipclab_syscall_tests counts, python3-jsonschema to validate the results JSON
# against resources/schema/results.schema.json as another program would, groff to render the
# man pages as man(1) does).
testing=(xvfb xauth iproute2 locales appstream desktop-file-utils strace python3 python3-jsonschema
         groff-base)
# windows: the MinGW cross build and Wine (.ci/windows-tests.sh), cppzmq's header for the
# Windows libzmq (.ci/windows-deps.sh), fonts for Qt's offscreen platform under Wine, python3
# to read the CLI's JSON, makensis for the installer (.ci/package.sh windows), xz to unpack the
# Qt for Windows tarball (not in a minimal Debian: a brand-new machine showed it).
windows=(g++-mingw-w64-x86-64-posix wine64 googletest cppzmq-dev fonts-dejavu-core python3 nsis
         xz-utils)
# macos: the macOS cross build (.ci/macos-deps.sh, .ci/macos-cross.sh): GoogleTest's sources,
# file(1) to check the Mach-O programs, the header-only libraries the build takes from the host
# and ccache for the rebuilds of a fresh clone.
macos=(cmake ninja-build googletest file libboost-dev nlohmann-json3-dev libcli11-dev ccache)
# node: npm, which fetches Zig for the macOS build; missing on a brand-new minimal Debian.
# Asked for only when no npm is on the PATH: a Node.js from elsewhere (NodeSource's, which
# bundles npm) conflicts with Debian's npm package, and apt-get then refuses the whole install
# (CI's machine showed it: "held broken packages").
node=(nodejs npm)
# style: the formatter CI checks with (.ci/style.sh): the version Debian ships; python3 runs
# its function-size check (.ci/function_size.py).
style=(clang-format python3)
# package: dpkg-shlibdeps computes the .deb's dependencies and reads binaries with file(1);
# appstreamcli validates the metainfo.
package=(dpkg-dev file appstream)
# walk: what the GUI walks drive and look with (scripts/gui-walk.sh, scripts/wine-gui-walk.sh):
# a virtual display, keyboard and mouse from the command line, screenshots and image checks;
# the lab report looked at as a reader sees it (its PDF's pages as PNG, its HTML in a browser).
walk=(xvfb xauth xdotool imagemagick python3 poppler-utils chromium)

list_only=false
if [ "${1:-}" = "--list" ]; then
  list_only=true
  shift
fi
wanted=()
for group in "${@:-native}"; do
  case "$group" in
    build) wanted+=("${build[@]}") ;;
    runtime) wanted+=("${runtime[@]}") ;;
    native) wanted+=("${build[@]}" "${testing[@]}") ;;
    windows) wanted+=("${windows[@]}") ;;
    macos) wanted+=("${macos[@]}") ;;
    node) command -v npm >/dev/null || wanted+=("${node[@]}") ;;
    package) wanted+=("${build[@]}" "${package[@]}") ;;
    style) wanted+=("${style[@]}") ;;
    walk) wanted+=("${walk[@]}") ;;
    *) echo "deps.sh: unknown group '$group' (build|native|runtime|windows|macos|node|package|style|walk)" >&2
       exit 2 ;;
  esac
done
if $list_only; then
  printf '%s\n' "${wanted[@]}"
  exit 0
fi

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "Missing packages: ${missing[*]}. Install them with your package manager (see README)." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
