// Minimal two-thread exchange through one buffer per direction guarded by a std::mutex and a
// std::condition_variable: the reference for "thread.mutex".
#include <condition_variable>
#include <mutex>

#include "bare_threads.hpp"

struct MutexSlot {
    explicit MutexSlot(std::size_t capacity) : data(capacity) {}
    std::mutex mutex;
    std::condition_variable changed;
    bool full = false;
    std::vector<char> data;

    void send(const char* message, std::size_t size) {
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return !full; });
            std::memcpy(data.data(), message, size);
            full = true;
        }
        changed.notify_one();
    }
    void receive(char* message, std::size_t size) {
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return full; });
            std::memcpy(message, data.data(), size);
            full = false;
        }
        changed.notify_one();
    }
};

int main(int argc, char** argv) {
    runThreads<MutexSlot>(parseBareOptions(argc, argv));
}
