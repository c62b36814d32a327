#pragma once
/// The preset files of resources/presets, compiled in by cmake/EmbedPresets.cmake
/// (builtin_presets.cpp in the build folder). Private to ipclab_core: use preset.hpp.
#include <span>
#include <string_view>

namespace ipclab::detail {

struct EmbeddedPreset {
    std::string_view fileName;  ///< "report-004.json"
    std::string_view json;      ///< The file's bytes, unchanged.
};

/// Every embedded file, in the order core/CMakeLists.txt lists them (the display order).
std::span<const EmbeddedPreset> embeddedPresets();

}  // namespace ipclab::detail
