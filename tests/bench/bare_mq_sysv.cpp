// Minimal two-process exchange through two System V message queues (msgsnd / msgrcv), one per
// direction (report 002's mechanism): the reference for "mq.sysv". The API wants the message
// type right before the data, so the link copies each message into (and out of) a msgbuf.
#include <sys/ipc.h>
#include <sys/msg.h>

#include "bare_common.hpp"

struct SysvLink {
    int in;
    int out;
    std::vector<long> buffer;  // mtype, then the text

    void send(const char* data, std::size_t size) {
        buffer[0] = 1;
        std::memcpy(&buffer[1], data, size);
        while (msgsnd(out, buffer.data(), size, 0) != 0) {
            if (errno != EINTR)
                fail("msgsnd");
        }
    }
    void receive(char* data, std::size_t size) {
        ssize_t got;
        while ((got = msgrcv(in, buffer.data(), (buffer.size() - 1) * sizeof(long), 0, 0)) < 0) {
            if (errno != EINTR)
                fail("msgrcv");
        }
        if (static_cast<std::size_t>(got) != size)
            fail("msgrcv length");
        std::memcpy(data, &buffer[1], size);
    }
};

pid_t g_owner = -1;
int g_queues[2] = {-1, -1};

// Removes the queues however the measuring side exits (fail() calls exit()).
void removeQueues() {
    if (getpid() != g_owner)
        return;
    for (const int queue : g_queues) {
        if (queue >= 0)
            msgctl(queue, IPC_RMID, nullptr);
    }
}

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    g_owner = getpid();
    std::atexit(removeQueues);
    const int toChild = g_queues[0] = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
    const int toParent = g_queues[1] = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
    if (toChild < 0 || toParent < 0)
        fail("msgget");
    const std::size_t words = 1 + (options.size + sizeof(long) - 1) / sizeof(long);
    const pid_t child = forkResponder(options, [&] {
        SysvLink link{toChild, toParent, std::vector<long>(words)};
        respond(options, link);
    });
    SysvLink link{toParent, toChild, std::vector<long>(words)};
    measure(options, link);
    waitForResponder(child);
}
