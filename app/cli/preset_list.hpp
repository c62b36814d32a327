#pragma once
/// `ipclab-cli preset --list [NAME]` and what the run side of the preset command shares with it.
#include <string>

namespace ipclab::app {

/// Every preset (NAME empty) or one preset's digest and steps; format table or json.
/// Exit codes as presetCommand: 0, or 2 for an unknown preset or format.
int listPresets(const std::string& name, const std::string& format);

/// "< 1 s", "~40 s", "~3 min": an estimate said as roughly as it is known.
std::string formatEstimate(double seconds);
/// The built-in presets' ids, comma-separated, for error messages.
std::string knownIds();
/// Says the preset is unknown and which are known; returns kExitBadArguments.
int unknownPreset(const std::string& name);

}  // namespace ipclab::app
