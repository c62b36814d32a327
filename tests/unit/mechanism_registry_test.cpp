// The registry's display order: groups in MechanismGroup's order, registration order inside a
// group (no second list of ids). Behaviour only.
#include "ipclab/mechanism_registry.hpp"

#include <algorithm>
#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace ipclab {
namespace {

class GroupedMechanism final : public Mechanism {
  public:
    GroupedMechanism(std::string id, MechanismGroup group) {
        m_info.id = std::move(id);
        m_info.group = group;
    }
    const MechanismInfo& info() const override { return m_info; }
    Expected<OpenedChannel> open(const ChannelOptions&) override {
        return Error{ErrorCode::Unsupported, "fake"};
    }

  private:
    MechanismInfo m_info;
};

std::vector<std::string> idsOf(const MechanismRegistry& registry) {
    std::vector<std::string> ids;
    for (const MechanismInfo* info : registry.infos()) {
        ids.push_back(info->id);
    }
    return ids;
}

std::size_t rank(MechanismGroup group) {
    return static_cast<std::size_t>(
        std::find(std::begin(kMechanismGroups), std::end(kMechanismGroups), group) -
        std::begin(kMechanismGroups));
}

TEST(MechanismRegistry, ListsGroupsInOrderAndRegistrationOrderInsideEach) {
    std::vector<std::unique_ptr<Mechanism>> registered;
    registered.push_back(std::make_unique<GroupedMechanism>("net.b", MechanismGroup::Network));
    registered.push_back(std::make_unique<GroupedMechanism>("thread.z", MechanismGroup::Threads));
    registered.push_back(
        std::make_unique<GroupedMechanism>("report", MechanismGroup::ReportVariants));
    registered.push_back(
        std::make_unique<GroupedMechanism>("kernel", MechanismGroup::KernelObjects));
    registered.push_back(std::make_unique<GroupedMechanism>("thread.a", MechanismGroup::Threads));
    registered.push_back(std::make_unique<GroupedMechanism>("net.a", MechanismGroup::Network));
    registered.push_back(std::make_unique<GroupedMechanism>("shm", MechanismGroup::SharedMemory));
    const MechanismRegistry registry(std::move(registered));
    // Not by name: thread.z before thread.a and net.b before net.a, as registered.
    EXPECT_EQ(idsOf(registry), (std::vector<std::string>{"thread.z", "thread.a", "shm", "kernel",
                                                         "net.b", "net.a", "report"}));
    ASSERT_NE(registry.find("net.a"), nullptr);
    EXPECT_EQ(registry.find("net.a")->info().group, MechanismGroup::Network);
    EXPECT_EQ(registry.find("carrier-pigeon"), nullptr);
}

TEST(MechanismRegistry, BuiltinGroupsAreContiguousInOrderAndStable) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    const std::vector<const MechanismInfo*> infos = registry.infos();
    ASSERT_FALSE(infos.empty());
    std::set<std::string> ids;
    std::set<MechanismGroup> seen;
    for (std::size_t i = 0; i < infos.size(); ++i) {
        const MechanismInfo& info = *infos[i];
        EXPECT_TRUE(ids.insert(info.id).second) << "twice: " << info.id;
        seen.insert(info.group);
        if (i > 0) {
            EXPECT_LE(rank(infos[i - 1]->group), rank(info.group))
                << infos[i - 1]->id << " before " << info.id;
        }
        // Report variants are exactly the group shown apart.
        EXPECT_EQ(info.group == MechanismGroup::ReportVariants, !info.reportVariantOf.empty())
            << info.id;
        EXPECT_EQ(registry.find(info.id), registry.all()[i].get()) << info.id;
    }
    EXPECT_EQ(seen.size(), std::size(kMechanismGroups)) << "every group has a mechanism";
    // Reading again gives the same order.
    EXPECT_EQ(idsOf(registry), idsOf(MechanismRegistry::builtin()));
}

TEST(MechanismRegistry, ZeroMqVersionIsKnownExactlyWhenItsMechanismsAreBuilt) {
    const Mechanism* inproc = MechanismRegistry::builtin().find("zmq.inproc");
    ASSERT_NE(inproc, nullptr);
    const std::optional<std::string> version = zeroMqVersion();
    EXPECT_EQ(version.has_value(), inproc->info().available);
    if (version) {
        EXPECT_EQ(std::count(version->begin(), version->end(), '.'), 2) << *version;
    }
}

}  // namespace
}  // namespace ipclab
