// Minimal two-process exchange through a one-message slot per direction in named shared
// memory, guarded by a spin flag (test-and-test-and-set on a 32-bit word, as report 003); the
// receiver polls a "full" flag with the pause instruction: the reference for "shm.spin" (its
// default wait, Spin). Never run both sides on one core.
#include <atomic>

#include "bare_shm.hpp"

constexpr std::size_t kLine = 64;

struct alignas(kLine) SlotHeader {
    std::atomic<std::uint32_t> lock{0};
    std::atomic<std::uint32_t> full{0};
};

struct ShmSpinLink {
    SlotHeader* outHeader;
    char* outData;
    SlotHeader* inHeader;
    char* inData;

    static void acquire(std::atomic<std::uint32_t>& lock) {
        while (lock.exchange(1, std::memory_order_acquire) != 0) {
            while (lock.load(std::memory_order_relaxed) != 0)
                cpuRelax();
        }
    }
    void send(const char* message, std::size_t size) {
        while (outHeader->full.load(std::memory_order_acquire) != 0)
            cpuRelax();
        acquire(outHeader->lock);
        std::memcpy(outData, message, size);
        outHeader->full.store(1, std::memory_order_release);
        outHeader->lock.store(0, std::memory_order_release);
    }
    void receive(char* message, std::size_t size) {
        while (inHeader->full.load(std::memory_order_acquire) == 0)
            cpuRelax();
        acquire(inHeader->lock);
        std::memcpy(message, inData, size);
        inHeader->full.store(0, std::memory_order_release);
        inHeader->lock.store(0, std::memory_order_release);
    }
};

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    const std::size_t slotBytes = (options.size + kLine - 1) / kLine * kLine;
    // [header forward][header backward][data forward][data backward]
    auto* base = static_cast<char*>(mapSharedMemory(2 * kLine + 2 * slotBytes));
    auto* forward = new (base) SlotHeader;
    auto* backward = new (base + kLine) SlotHeader;
    char* forwardData = base + 2 * kLine;
    char* backwardData = forwardData + slotBytes;
    const pid_t child = forkResponder(options, [&] {
        ShmSpinLink link{backward, backwardData, forward, forwardData};
        respond(options, link);
    });
    ShmSpinLink link{forward, forwardData, backward, backwardData};
    measure(options, link);
    waitForResponder(child);
}
