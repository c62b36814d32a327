#!/usr/bin/env bash
# The Windows installer, dist/ipclab-<version>-win64.exe (CPack NSIS, makensis from Debian), from
# the MinGW cross build (preset mingw: the Qt DLLs and plugins and the MinGW runtime come from
# cmake/WindowsDeploy.cmake). Then what a student does with it, under Wine, in a Wine prefix
# of its own: install silently (/S), run the installed ipclab-cli.exe's quick comparison from
# another folder, start the installed GUI (Qt's windows platform, drawing its screenshot tour),
# uninstall silently and check that nothing is left. Prints the time of each step.
# Usage: bash .ci/package.sh windows   (or this script directly)
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
build=build/mingw
dist=$PWD/dist

bash .ci/deps.sh windows
bash .ci/windows-deps.sh
cmake --preset mingw >/dev/null
cmake --build "$build" --target ipclab ipclab-cli ipclab-peer --parallel 2
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
mkdir -p "$dist"
(cd "$build" && cpack -G NSIS -B "$dist" >/dev/null)
rm -rf "$dist/_CPack_Packages"
installer=$dist/ipclab-$version-win64.exe
[ -s "$installer" ] || { echo "package-windows.sh: no $installer" >&2; exit 1; }
echo "== $installer ($(($(stat -c %s "$installer") / 1024 / 1024)) MiB), built in $((SECONDS - start)) s"

wine=$(sed -n 's/^IPCLAB_WINE:FILEPATH=//p' "$build/CMakeCache.txt")
wineserver=$(dirname "$wine")/wineserver
[ -x "$wineserver" ] || wineserver=$(command -v wineserver)
export WINEPREFIX="$PWD/$build/wineprefix-installer"
export WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export WINEQT_QPA_FONTDIR='Z:/usr/share/fonts/truetype/dejavu'
unset DISPLAY WAYLAND_DISPLAY  # the windows platform draws on Wine's null display driver
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  "$wine" wineboot --init >/dev/null 2>&1
  "$wineserver" -w
fi
trap '"$wineserver" -k 2>/dev/null || true' EXIT
drive_c=$WINEPREFIX/drive_c
home="$drive_c/Program Files/IPC Lab"
menu="$drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/IPC Lab"
check=$PWD/$build/installer-check
rm -rf "$check" && mkdir -p "$check"
step() { echo "== $1"; step_start=$SECONDS; }
done_in() { echo "   ok in $((SECONDS - step_start)) s"; }

step "Silent install: wine $(basename "$installer") /S"
"$wine" "$installer" /S
"$wineserver" -w
for file in bin/ipclab.exe bin/ipclab-cli.exe bin/ipclab-peer.exe bin/Qt6Charts.dll \
            bin/libstdc++-6.dll bin/libwinpthread-1.dll bin/platforms/qwindows.dll \
            bin/styles/qwindowsvistastyle.dll Uninstall.exe; do
  [ -f "$home/$file" ] || { echo "package-windows.sh: not installed: $file" >&2; exit 1; }
done
[ -f "$menu/IPC Lab.lnk" ] || { echo "package-windows.sh: no Start-menu entry in $menu" >&2; exit 1; }
echo "   $(find "$home" -type f | wc -l) files, $(du -sm "$home" | cut -f1) MiB in C:\\Program Files\\IPC Lab;" \
     "Start menu: $(cd "$menu" && echo *.lnk)"
done_in

step "Installed ipclab-cli.exe quick (started from another folder)"
(cd "$check" && WINEQT_QPA_PLATFORM=offscreen \
   "$wine" 'C:\Program Files\IPC Lab\bin\ipclab-cli.exe' quick --out-dir 'Z:'"${check//\//\\}")
[ -s "$check/ipclab-quick.png" ] && [ -s "$check/ipclab-quick.csv" ] ||
  { echo "package-windows.sh: the installed CLI wrote no quick comparison" >&2; exit 1; }
done_in

step "Installed ipclab.exe starts (windows platform, screenshot tour)"
mkdir -p "$check/gui"
(cd "$check" && "$wine" 'C:\Program Files\IPC Lab\bin\ipclab.exe' \
   --screenshots 'Z:'"${check//\//\\}"'\gui')
shots=$(find "$check/gui" -name '*.png' | wc -l)
[ "$shots" -gt 0 ] || { echo "package-windows.sh: the installed GUI drew nothing" >&2; exit 1; }
echo "   $shots screenshots in $check/gui"
done_in

step "Silent uninstall: Uninstall.exe /S"
"$wine" 'C:\Program Files\IPC Lab\Uninstall.exe' /S
"$wineserver" -w  # the uninstaller runs on from a copy of itself in %TEMP%
for _ in $(seq 30); do [ -e "$home/bin" ] || break; sleep 1; done
if [ -e "$home/bin" ] || [ -e "$menu" ]; then
  echo "package-windows.sh: the uninstaller left files behind:" >&2
  find "$home" "$menu" 2>/dev/null | head >&2
  exit 1
fi
done_in
echo "== Windows installer built and checked under Wine in $((SECONDS - start)) s: $installer"
