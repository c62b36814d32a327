#pragma once
/// Mechanisms that only describe themselves, for tests of what reads the registry (validation,
/// presets): they never open a channel.
#include <string>
#include <utility>
#include <vector>

#include "ipclab/mechanism.hpp"

namespace ipclab::test {

// A mechanism that only describes itself: validation never opens a channel.
class FakeMechanism final : public Mechanism {
  public:
    explicit FakeMechanism(MechanismInfo info) : m_info(std::move(info)) {}
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, "fake mechanism"};
    }

  private:
    MechanismInfo m_info;
};

inline MechanismInfo fakeInfo(std::string id, std::vector<Pattern> patterns, std::size_t minBytes,
                              std::size_t maxBytes) {
    MechanismInfo info;
    info.id = std::move(id);
    info.title = info.id;
    info.patterns = std::move(patterns);
    info.minBytes = minBytes;
    info.maxBytes = maxBytes;
    return info;
}

}  // namespace ipclab::test
