# Cross-compiles the Windows build on Linux with MinGW-w64 (Debian: g++-mingw-w64-x86-64-posix,
# the POSIX-threads flavour, which std::thread and std::mutex need) and runs the results under
# Wine. Used by the "mingw" preset and .ci/windows-tests.sh.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(_triple x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${_triple}-windres)

set(CMAKE_FIND_ROOT_PATH /usr/${_triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Static runtime (libstdc++, libgcc, winpthread), so every .exe runs under Wine, or on a bare
# Windows machine, without MinGW's DLLs beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# ctest and gtest_discover_tests run the test executables through Wine. Debian installs the
# 64-bit loader as /usr/lib/wine/wine64 (the `wine` wrapper would nag about a missing wine32).
find_program(IPCLAB_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(IPCLAB_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${IPCLAB_WINE})
else()
  message(WARNING "Neither wine64 nor wine found: Windows tests will build but not run")
endif()
