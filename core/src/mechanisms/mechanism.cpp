#include "ipclab/mechanism.hpp"

#include <algorithm>

#include "ipclab/platform/capabilities.hpp"
#include "ipclab/platform/cpu.hpp"

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

std::string describeCalls(const std::vector<std::string>& calls, CallRange range,
                          bool dependsOnLibrary) {
    if (dependsOnLibrary) {
        return "depends on the library";
    }
    std::string text = std::to_string(range.min);
    if (range.max != range.min) {
        text += "-" + std::to_string(range.max);
    }
    if (range.max == 0) {
        return text;
    }
    for (std::size_t i = 0; i < calls.size(); ++i) {
        text += (i == 0 ? " " : "/") + calls[i];
    }
    return text;
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

bool MechanismInfo::sharedIpcCapable() const {
    return group == MechanismGroup::SharedMemory || id == "mq.posix" || id == "mq.sysv" ||
           id == "mq.boost";
}

Text MechanismInfo::localOnlyReason() const {
    const auto because = [this](const char* why) { return Text(why, {verbatimArg(id)}); };
    if (remoteCapable) {
        return {};
    }
    if (locality == Locality::InProcess) {
        return because(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 connects two threads of one process"));
    }
    // Shared memory, its semaphores and both kinds of message queue are named in the kernel's
    // IPC namespace (POSIX shared memory in its /dev/shm): every container gets its own.
    if (sharedIpcCapable() || id.rfind("report002", 0) == 0) {
        return because(IPCLAB_TR_NOOP(
            "ipclab::CoreMessages",
            "%1 needs both processes in one IPC namespace (its shared memory, semaphores or "
            "queues exist only there): separate IPC namespaces, as on two hosts or in two "
            "containers that do not share one, cannot meet"));
    }
    if (group == MechanismGroup::ReportVariants) {
        return because(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "%1 is a report's one-sided method, timed on this machine "
                                      "only"));
    }
    if (id == "pipe" || id == "eventfd") {
        return because(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "%1 works through a descriptor the peer inherits: only a "
                                      "child of this process"));
    }
    return because(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                  "%1 meets its peer at a path in this machine's file system"));
}

bool MechanismInfo::communicates() const {
    return std::any_of(patterns.begin(), patterns.end(),
                       [](Pattern pattern) { return pattern != Pattern::OneSided; });
}

bool MechanismInfo::supports(WaitStrategy wait) const {
    return std::find(waitStrategies.begin(), waitStrategies.end(), wait) != waitStrategies.end();
}

Expected<std::unique_ptr<Channel>> Mechanism::attach(const std::string&, const ChannelOptions&) {
    return textError(
        ErrorCode::Unsupported,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                            "%1 runs inside one process and has no peer side to attach to"),
             {verbatimArg(info().id)}));
}

Placement placementFor(const Experiment& experiment, const MechanismInfo& info) {
    if (experiment.placement != Placement::Auto) {
        return experiment.placement;
    }
    // A remote peer runs elsewhere; and where the OS cannot pin (macOS) nothing is placed.
    if (!experiment.remotePeer.empty() || !platform::capabilities().cpuPinning.available) {
        return Placement::Unpinned;
    }
    const WaitStrategy wait = experiment.waitStrategy.value_or(
        info.waitStrategies.empty() ? WaitStrategy::Block : info.waitStrategies.front());
    if (wait != WaitStrategy::Spin) {
        return Placement::SameCore;
    }
    return platform::allowedCpus().size() >= 2 ? Placement::CrossCore : Placement::Unpinned;
}

}  // namespace ipclab
