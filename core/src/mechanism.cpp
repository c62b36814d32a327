#include "ipclab/mechanism.hpp"

#include <algorithm>

namespace ipclab {

std::string_view toString(Locality locality) noexcept {
    switch (locality) {
        case Locality::InProcess:
            return "in-process";
        case Locality::CrossProcess:
            return "cross-process";
        case Locality::Network:
            return "network";
    }
    return "unknown";
}

bool MechanismInfo::supports(Pattern pattern) const {
    return std::find(patterns.begin(), patterns.end(), pattern) != patterns.end();
}

Expected<std::unique_ptr<Channel>> Mechanism::attach(const std::string& peerArgument,
                                                     std::size_t maxMessageBytes) {
    (void)peerArgument;
    (void)maxMessageBytes;
    return Error{ErrorCode::Unsupported,
                 info().id + " runs inside one process and has no peer side to attach to"};
}

}  // namespace ipclab
