#pragma once
// What the core map's and the host map's CSV files share (core_map_report.cpp).
#include <string>

namespace ipclab {

/// RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled.
std::string csvField(const std::string& text);

}  // namespace ipclab
