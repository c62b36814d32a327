// Minimal two-thread exchange through one buffer per direction with two C++20 semaphores
// (empty / full), the classic bounded buffer of capacity one: the reference for
// "thread.semaphore", with the same primitive (libstdc++'s atomic semaphore spins briefly
// before it sleeps on a futex). bare_semaphore does the same with POSIX sem_t, which sleeps
// at once: compare.sh prints both, as the difference is the primitive's, not the harness's.
#include <semaphore>

#include "bare_threads.hpp"

struct StdSemaphoreSlot {
    explicit StdSemaphoreSlot(std::size_t capacity) : data(capacity) {}
    std::counting_semaphore<1 << 20> empty{1};
    std::counting_semaphore<1 << 20> full{0};
    std::vector<char> data;

    void send(const char* message, std::size_t size) {
        empty.acquire();
        std::memcpy(data.data(), message, size);
        full.release();
    }
    void receive(char* message, std::size_t size) {
        full.acquire();
        std::memcpy(message, data.data(), size);
        empty.release();
    }
};

int main(int argc, char** argv) {
    runThreads<StdSemaphoreSlot>(parseBareOptions(argc, argv));
}
