#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/mechanism.hpp"

namespace ipclab {

/// Every mechanism this build knows, in display order: by MechanismInfo::group (in the enum's
/// order), and inside a group in the order they were given (registered). Immutable after
/// construction; thread-safe for reading.
class MechanismRegistry {
  public:
    /// The registry with every built-in mechanism.
    static const MechanismRegistry& builtin();

    /// Keeps `mechanisms`' order inside each group and puts the groups in order.
    explicit MechanismRegistry(std::vector<std::unique_ptr<Mechanism>> mechanisms);

    /// nullptr when `id` is unknown.
    Mechanism* find(std::string_view id) const;
    std::vector<const MechanismInfo*> infos() const;
    const std::vector<std::unique_ptr<Mechanism>>& all() const { return m_mechanisms; }

  private:
    std::vector<std::unique_ptr<Mechanism>> m_mechanisms;
};

/// The libzmq version the ZeroMQ mechanisms were built with ("4.3.4"); nullopt when this build
/// has no ZeroMQ (the zmq.* mechanisms are then listed as unavailable).
std::optional<std::string> zeroMqVersion();

}  // namespace ipclab
