#include "ipclab/mechanism_registry.hpp"

#include <algorithm>

#include "mechanisms/mechanisms.hpp"

namespace ipclab {

const MechanismRegistry& MechanismRegistry::builtin() {
    static const MechanismRegistry registry = [] {
        // The one list of mechanisms. Within its group (MechanismInfo::group) a mechanism is
        // listed where it is registered here; the constructor puts the groups in order.
        mechanisms::MechanismList all;
        all.push_back(mechanisms::makeThreadMutex());
        all.push_back(mechanisms::makeThreadSpin());
        all.push_back(mechanisms::makeThreadNativeSpin());
        all.push_back(mechanisms::makeThreadSemaphore());
        all.push_back(mechanisms::makeThreadStdSemaphore());
        all.push_back(mechanisms::makeZmqInproc());
        all.push_back(mechanisms::makeShmSpin());
        all.push_back(mechanisms::makeShmSemaphore());
        all.push_back(mechanisms::makeShmCondvar());
        all.push_back(mechanisms::makeShmRing());
        all.push_back(mechanisms::makePipe());
        all.push_back(mechanisms::makeFifo());
        all.push_back(mechanisms::makeEventfd());
        all.push_back(mechanisms::makeBoostMq());
        all.push_back(mechanisms::makePosixMq());
        all.push_back(mechanisms::makeSysvMq());
        all.push_back(mechanisms::makeUdp());
        all.push_back(mechanisms::makeTcp());
        all.push_back(mechanisms::makeUds());
        all.push_back(mechanisms::makeWebSocket());
        all.push_back(mechanisms::makeZmqIpc());
        all.push_back(mechanisms::makeZmqTcp());
        all.push_back(mechanisms::makeReport000LockedWrite());
        all.push_back(mechanisms::makeReport000SendTo());
        all.push_back(mechanisms::makeReport002MqAck());
        return MechanismRegistry(std::move(all));
    }();
    return registry;
}

MechanismRegistry::MechanismRegistry(std::vector<std::unique_ptr<Mechanism>> mechanisms)
    : m_mechanisms(std::move(mechanisms)) {
    // Stable: inside a group, registration order stays the display order.
    std::stable_sort(m_mechanisms.begin(), m_mechanisms.end(), [](const auto& a, const auto& b) {
        return a->info().group < b->info().group;
    });
}

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
