#include "ipclab/mechanism_registry.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

#include "mechanisms/mechanisms.hpp"

namespace ipclab {

namespace {

// Display order: in-process, shared memory, kernel objects, network, report variants.
constexpr std::string_view kDisplayOrder[] = {
    "thread.mutex",
    "thread.spin",
    "thread.native-spin",
    "thread.semaphore",
    "thread.std-semaphore",
    "zmq.inproc",
    "shm.spin",
    "shm.semaphore",
    "shm.condvar",
    "shm.ring",
    "pipe",
    "fifo",
    "eventfd",
    "mq.boost",
    "mq.posix",
    "mq.sysv",
    "udp",
    "tcp",
    "uds",
    "websocket",
    "zmq.ipc",
    "zmq.tcp",
    "report000.locked-write",
    "report000.sendto",
};

std::size_t displayRank(std::string_view id) {
    const auto found = std::find(std::begin(kDisplayOrder), std::end(kDisplayOrder), id);
    return static_cast<std::size_t>(found - std::begin(kDisplayOrder));
}

}  // namespace

const MechanismRegistry& MechanismRegistry::builtin() {
    static const MechanismRegistry registry = [] {
        mechanisms::MechanismList all;
        all.push_back(mechanisms::makeThreadMutex());
        all.push_back(mechanisms::makePipe());
        all.push_back(mechanisms::makeTcp());
        all.push_back(mechanisms::makeEventfd());
        mechanisms::addThreadMechanisms(all);
        mechanisms::addSharedMemoryLockMechanisms(all);
        mechanisms::addSharedMemoryDataMechanisms(all);
        mechanisms::addKernelMechanisms(all);
        mechanisms::addNetworkMechanisms(all);
        mechanisms::addZmqMechanisms(all);
        mechanisms::addReportVariants(all);
        std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
            return displayRank(a->info().id) < displayRank(b->info().id);
        });
        return MechanismRegistry(std::move(all));
    }();
    return registry;
}

MechanismRegistry::MechanismRegistry(std::vector<std::unique_ptr<Mechanism>> mechanisms)
    : m_mechanisms(std::move(mechanisms)) {}

Mechanism* MechanismRegistry::find(std::string_view id) const {
    for (const auto& mechanism : m_mechanisms) {
        if (mechanism->info().id == id) {
            return mechanism.get();
        }
    }
    return nullptr;
}

std::vector<const MechanismInfo*> MechanismRegistry::infos() const {
    std::vector<const MechanismInfo*> result;
    result.reserve(m_mechanisms.size());
    for (const auto& mechanism : m_mechanisms) {
        result.push_back(&mechanism->info());
    }
    return result;
}

}  // namespace ipclab
