#include "ipclab/mechanism_registry.hpp"

#include "mechanisms/mechanisms.hpp"

namespace ipclab {

const MechanismRegistry& MechanismRegistry::builtin() {
    static const MechanismRegistry registry = [] {
        std::vector<std::unique_ptr<Mechanism>> all;
        all.push_back(mechanisms::makeThreadMutex());
        all.push_back(mechanisms::makePipe());
        all.push_back(mechanisms::makeTcp());
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
