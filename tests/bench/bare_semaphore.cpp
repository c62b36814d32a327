// Minimal two-thread exchange through one buffer per direction with two POSIX semaphores
// (empty / full), the classic bounded buffer of capacity one: the reference for
// "thread.semaphore", which uses the same unnamed sem_t on Linux (sem_wait sleeps at once on a
// futex when there is no token).
#include <semaphore.h>

#include "bare_threads.hpp"

struct SemaphoreSlot {
    explicit SemaphoreSlot(std::size_t capacity) : data(capacity) {
        if (sem_init(&empty, 0, 1) != 0 || sem_init(&full, 0, 0) != 0)
            fail("sem_init");
    }
    ~SemaphoreSlot() {
        sem_destroy(&empty);
        sem_destroy(&full);
    }
    sem_t empty;
    sem_t full;
    std::vector<char> data;

    static void wait(sem_t& semaphore) {
        while (sem_wait(&semaphore) != 0) {
            if (errno != EINTR)
                fail("sem_wait");
        }
    }
    void send(const char* message, std::size_t size) {
        wait(empty);
        std::memcpy(data.data(), message, size);
        sem_post(&full);
    }
    void receive(char* message, std::size_t size) {
        wait(full);
        std::memcpy(message, data.data(), size);
        sem_post(&empty);
    }
};

int main(int argc, char** argv) {
    runThreads<SemaphoreSlot>(parseBareOptions(argc, argv));
}
