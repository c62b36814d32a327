#pragma once
/// What the preset tests share: a minimal preset file and the ids "all" must give.
#include <string>
#include <vector>

#include "ipclab/mechanism_registry.hpp"

namespace ipclab::test {

/// What "mechanisms": "all" must give, worked out here from the registry without the parser:
/// every mechanism but the reports' own methods that runs `pattern` at every one of `sizes`, in
/// the registry's display order.
inline std::vector<std::string> runningEvery(Pattern pattern, const std::vector<std::size_t>& sizes,
                                             const MechanismRegistry& registry) {
    std::vector<std::string> ids;
    for (const MechanismInfo* info : registry.infos()) {
        bool runs = info->reportVariantOf.empty() && info->supports(pattern);
        for (std::size_t size : sizes) {
            runs = runs && size >= info->minBytes && size <= info->maxBytes;
        }
        if (runs) {
            ids.push_back(info->id);
        }
    }
    return ids;
}

/// A one-step preset file around `experiment`, for parsePreset.
inline std::string minimalPreset(const std::string& experiment = R"({"mechanisms": ["pipe"],
    "pattern": "pingpong", "sizes": [64]})") {
    return R"({"id": "mine", "title": "Mine", "summary": "A test.", "steps": [
        {"name": "one", "experiment": )" +
           experiment + "}]}";
}

}  // namespace ipclab::test
