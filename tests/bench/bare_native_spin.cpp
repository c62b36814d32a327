// Minimal two-thread exchange through one buffer per direction guarded by a pthread spin
// lock; the receiver polls a "full" flag with the pause instruction: the reference for
// "thread.native-spin" on Linux. Never run both threads on one core.
#include <pthread.h>

#include <atomic>

#include "bare_threads.hpp"

struct alignas(64) NativeSpinSlot {
    explicit NativeSpinSlot(std::size_t capacity) : data(capacity) {
        pthread_spin_init(&lock, PTHREAD_PROCESS_PRIVATE);
    }
    ~NativeSpinSlot() { pthread_spin_destroy(&lock); }
    pthread_spinlock_t lock;
    std::atomic<bool> full{false};
    std::vector<char> data;

    void send(const char* message, std::size_t size) {
        while (full.load(std::memory_order_acquire))
            cpuRelax();
        pthread_spin_lock(&lock);
        std::memcpy(data.data(), message, size);
        full.store(true, std::memory_order_release);
        pthread_spin_unlock(&lock);
    }
    void receive(char* message, std::size_t size) {
        while (!full.load(std::memory_order_acquire))
            cpuRelax();
        pthread_spin_lock(&lock);
        std::memcpy(message, data.data(), size);
        full.store(false, std::memory_order_release);
        pthread_spin_unlock(&lock);
    }
};

int main(int argc, char** argv) {
    runThreads<NativeSpinSlot>(parseBareOptions(argc, argv));
}
