# macOS on Intel (x86_64), cross-compiled with Zig: see cmake/zig-macos.cmake.
set(IPCLAB_MACOS_ARCH x86_64)
include(${CMAKE_CURRENT_LIST_DIR}/zig-macos.cmake)
