#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages IPC Lab needs, only those missing (apt-get, as root or
# through sudo). Usage: deps.sh [native|windows]...
set -euo pipefail

native=(cmake ninja-build g++ pkg-config
        qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools libgl-dev fonts-dejavu-core
        libboost-dev nlohmann-json3-dev libcli11-dev
        libgtest-dev googletest cppzmq-dev libzmq3-dev
        xvfb xauth iproute2 locales)
windows=(g++-mingw-w64-x86-64-posix wine64 googletest)

wanted=()
for group in "${@:-native}"; do
  case "$group" in
    native) wanted+=("${native[@]}") ;;
    windows) wanted+=("${windows[@]}") ;;
    *) echo "deps.sh: unknown group '$group' (native|windows)" >&2; exit 2 ;;
  esac
done

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
