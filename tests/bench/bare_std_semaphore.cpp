// Minimal two-thread exchange through one buffer per direction with two C++20 semaphores
// (empty / full), the classic bounded buffer of capacity one: the reference for
// "thread.std-semaphore", with the same primitive and the same wait (libstdc++'s atomic
// semaphore spins and yields before it sleeps on a futex; the mechanism waits with
// try_acquire_for in 10 ms slices against GCC bug 104928, so this does too). bare_semaphore
// does the same with POSIX sem_t, which sleeps at once, for "thread.semaphore".
#include <chrono>
#include <semaphore>

#include "bare_threads.hpp"

struct StdSemaphoreSlot {
    explicit StdSemaphoreSlot(std::size_t capacity) : data(capacity) {}
    std::counting_semaphore<1 << 20> empty{1};
    std::counting_semaphore<1 << 20> full{0};
    std::vector<char> data;

    static void wait(std::counting_semaphore<1 << 20>& semaphore) {
        while (!semaphore.try_acquire_for(std::chrono::milliseconds(10))) {
        }
    }
    void send(const char* message, std::size_t size) {
        wait(empty);
        std::memcpy(data.data(), message, size);
        full.release();
    }
    void receive(char* message, std::size_t size) {
        wait(full);
        std::memcpy(message, data.data(), size);
        empty.release();
    }
};

int main(int argc, char** argv) {
    runThreads<StdSemaphoreSlot>(parseBareOptions(argc, argv));
}
