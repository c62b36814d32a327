// Minimal two-process exchange through a one-message slot per direction in named shared
// memory with two process-shared POSIX semaphores (empty / full) per direction: the reference
// for "shm.semaphore" (whose Boost.Interprocess semaphores are sem_t on Linux).
#include <semaphore.h>

#include "bare_shm.hpp"

constexpr std::size_t kLine = 64;

struct Direction {
    alignas(kLine) sem_t empty;
    alignas(kLine) sem_t full;
};

struct ShmSemaphoreLink {
    Direction* out;
    char* outData;
    Direction* in;
    char* inData;

    static void wait(sem_t& semaphore) {
        while (sem_wait(&semaphore) != 0) {
            if (errno != EINTR)
                fail("sem_wait");
        }
    }
    void send(const char* message, std::size_t size) {
        wait(out->empty);
        std::memcpy(outData, message, size);
        sem_post(&out->full);
    }
    void receive(char* message, std::size_t size) {
        wait(in->full);
        std::memcpy(message, inData, size);
        sem_post(&in->empty);
    }
};

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    const std::size_t slotBytes = (options.size + kLine - 1) / kLine * kLine;
    auto* base = static_cast<char*>(mapSharedMemory(2 * sizeof(Direction) + 2 * slotBytes));
    auto* forward = reinterpret_cast<Direction*>(base);
    auto* backward = forward + 1;
    for (Direction* direction : {forward, backward}) {
        if (sem_init(&direction->empty, 1, 1) != 0 || sem_init(&direction->full, 1, 0) != 0) {
            fail("sem_init");
        }
    }
    char* forwardData = base + 2 * sizeof(Direction);
    char* backwardData = forwardData + slotBytes;
    const pid_t child = forkResponder(options, [&] {
        ShmSemaphoreLink link{backward, backwardData, forward, forwardData};
        respond(options, link);
    });
    ShmSemaphoreLink link{forward, forwardData, backward, backwardData};
    measure(options, link);
    waitForResponder(child);
}
