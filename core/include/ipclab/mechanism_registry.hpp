#pragma once
#include <memory>
#include <string_view>
#include <vector>

#include "ipclab/mechanism.hpp"

namespace ipclab {

/// Every mechanism this build knows, in display order. Immutable after construction;
/// thread-safe for reading.
class MechanismRegistry {
  public:
    /// The registry with every built-in mechanism.
    static const MechanismRegistry& builtin();

    explicit MechanismRegistry(std::vector<std::unique_ptr<Mechanism>> mechanisms);

    /// nullptr when `id` is unknown.
    Mechanism* find(std::string_view id) const;
    std::vector<const MechanismInfo*> infos() const;
    const std::vector<std::unique_ptr<Mechanism>>& all() const { return m_mechanisms; }

  private:
    std::vector<std::unique_ptr<Mechanism>> m_mechanisms;
};

}  // namespace ipclab
