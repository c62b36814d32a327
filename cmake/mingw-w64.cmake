# Cross-compiles the Windows build on Linux with MinGW-w64 (Debian: g++-mingw-w64-x86-64-posix,
# the POSIX-threads flavour, which std::thread and std::mutex need) and runs the results under
# Wine. Used by the "mingw" preset, .ci/windows-tests.sh and .ci/windows-deps.sh (libzmq).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
# Windows 10: libzmq derives its _WIN32_WINNT from this (empty, it would not compile).
set(CMAKE_SYSTEM_VERSION 10.0)
set(_triple x86_64-w64-mingw32)

set(CMAKE_C_COMPILER ${_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${_triple}-windres)

# The Windows libraries .ci/windows-deps.sh keeps in a per-machine cache folder: Qt 6.4.2 and
# libzmq 4.3.4, both built with this same compiler. Absent folders are simply not searched
# (a build without the app needs neither; without libzmq, zmq.* are listed as unavailable).
if(DEFINED ENV{IPCLAB_WINDOWS_DEPS})
  set(IPCLAB_WINDOWS_DEPS "$ENV{IPCLAB_WINDOWS_DEPS}")
elseif(DEFINED ENV{XDG_CACHE_HOME})
  set(IPCLAB_WINDOWS_DEPS "$ENV{XDG_CACHE_HOME}/ipclab")
else()
  set(IPCLAB_WINDOWS_DEPS "$ENV{HOME}/.cache/ipclab")
endif()
set(IPCLAB_QT_MINGW_PREFIX "${IPCLAB_WINDOWS_DEPS}/qt-6.4.2-mingw")
set(IPCLAB_ZMQ_MINGW_PREFIX "${IPCLAB_WINDOWS_DEPS}/zmq-4.3.4-mingw")
# try_compile projects read the toolchain file again: hand them the same folders.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES IPCLAB_WINDOWS_DEPS)

set(CMAKE_FIND_ROOT_PATH /usr/${_triple})
foreach(_prefix ${IPCLAB_QT_MINGW_PREFIX} ${IPCLAB_ZMQ_MINGW_PREFIX})
  if(EXISTS ${_prefix}/.stamp)
    list(APPEND CMAKE_FIND_ROOT_PATH ${_prefix})
  endif()
endforeach()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Qt's moc, rcc, uic and lrelease run on the build machine: Debian's Qt 6.4.2 tools, the same
# version as the cross-built Qt.
if(NOT DEFINED QT_HOST_PATH)
  set(QT_HOST_PATH /usr CACHE PATH "Host Qt for the cross build's tools")
endif()
if(NOT DEFINED QT_HOST_PATH_CMAKE_DIR)
  set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake CACHE PATH
      "CMake packages of the host Qt")
endif()

# The C++ runtime (libstdc++-6, libgcc_s_seh-1, libwinpthread-1) is linked as DLLs, the way the
# Qt DLLs link it: one runtime in the process, not a static copy in each .exe beside Qt's.
# cmake/WindowsDeploy.cmake copies the DLLs beside the executables and into the installer.

# ctest and gtest_discover_tests run the test executables through Wine. Debian installs the
# 64-bit loader as /usr/lib/wine/wine64 (the `wine` wrapper would nag about a missing wine32).
find_program(IPCLAB_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(IPCLAB_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${IPCLAB_WINE})
else()
  message(WARNING "Neither wine64 nor wine found: Windows tests will build but not run")
endif()
