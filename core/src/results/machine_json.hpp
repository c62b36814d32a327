#pragma once
/// The machine block of a results file ("machine", "peer_machine"): written by
/// report_json_write.cpp and read back by report_json_read.cpp, and the same block for each
/// controller of a host map (map/host_map.cpp), so that a machine reads alike in every file.
/// app_version is not in it (a results file names it once, at the top). Pure functions,
/// thread-safe; reading throws JsonError naming the field (json_reader.hpp).
#include <nlohmann/json.hpp>

#include "common/json_reader.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab::detail {

/// OS, kernel, CPU, cores, compiler, build type, date and, where measured or refused, the
/// hardware floor.
nlohmann::ordered_json machineToJson(const SystemInfo& machine);

/// The block machineToJson wrote; every field but hardware_floor must be there.
SystemInfo machineFromJson(const JsonReader& reader);

}  // namespace ipclab::detail
