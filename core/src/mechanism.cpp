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
    // Paced is ping-pong with pauses: whatever can ping-pong can be paced.
    if (pattern == Pattern::Paced) {
        pattern = Pattern::PingPong;
    }
    return std::find(patterns.begin(), patterns.end(), pattern) != patterns.end();
}

std::uint64_t chunksPerRepetition(const Experiment& experiment, std::size_t sizeBytes) {
    if (experiment.pattern != Pattern::Stream || experiment.streamTotalBytes == 0 ||
        sizeBytes == 0) {
        return experiment.iterations;
    }
    return (experiment.streamTotalBytes + sizeBytes - 1) / sizeBytes;
}

bool MechanismInfo::supports(WaitStrategy wait) const {
    return std::find(waitStrategies.begin(), waitStrategies.end(), wait) != waitStrategies.end();
}

Expected<std::unique_ptr<Channel>> Mechanism::attach(const std::string&, const ChannelOptions&) {
    return Error{ErrorCode::Unsupported,
                 info().id + " runs inside one process and has no peer side to attach to"};
}

Expected<std::shared_ptr<Lock>> Mechanism::createLock(WaitStrategy) {
    return Error{ErrorCode::Unsupported, info().id + " has no lock for threads"};
}

Expected<std::unique_ptr<Lock>> Mechanism::placeLock(void*, bool, WaitStrategy) {
    return Error{ErrorCode::Unsupported, info().id + " has no lock in shared memory"};
}

}  // namespace ipclab
