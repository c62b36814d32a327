# macOS on Apple silicon (arm64), cross-compiled with Zig: see cmake/zig-macos.cmake.
set(IPCLAB_MACOS_ARCH aarch64)
include(${CMAKE_CURRENT_LIST_DIR}/zig-macos.cmake)
