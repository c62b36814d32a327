// Minimal two-thread exchange through one buffer per direction guarded by a std::atomic_flag
// spin lock (report 003's lock); the receiver polls a "full" flag with the pause instruction:
// the reference for "thread.spin" (its default wait, Spin). Never run both threads on one
// core: a spinning waiter then holds the CPU until the scheduler preempts it.
#include <atomic>

#include "bare_threads.hpp"

struct alignas(64) SpinSlot {
    explicit SpinSlot(std::size_t capacity) : data(capacity) {}
    std::atomic_flag lock;
    std::atomic<bool> full{false};
    std::vector<char> data;

    void acquire() {
        while (lock.test_and_set(std::memory_order_acquire)) {
            while (lock.test(std::memory_order_relaxed))
                cpuRelax();
        }
    }
    void send(const char* message, std::size_t size) {
        while (full.load(std::memory_order_acquire))
            cpuRelax();
        acquire();
        std::memcpy(data.data(), message, size);
        full.store(true, std::memory_order_release);
        lock.clear(std::memory_order_release);
    }
    void receive(char* message, std::size_t size) {
        while (!full.load(std::memory_order_acquire))
            cpuRelax();
        acquire();
        std::memcpy(message, data.data(), size);
        full.store(false, std::memory_order_release);
        lock.clear(std::memory_order_release);
    }
};

int main(int argc, char** argv) {
    runThreads<SpinSlot>(parseBareOptions(argc, argv));
}
