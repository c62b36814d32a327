// Minimal two-process exchange through two POSIX message queues (mq_send / mq_receive), one
// per direction, sized for the message (depth: the system default): the reference for
// "mq.posix". The stream's 4-byte acknowledgement travels as a short message.
#include <fcntl.h>
#include <mqueue.h>

#include "bare_common.hpp"

struct QueueLink {
    mqd_t in;
    mqd_t out;
    std::vector<char> scratch;  // mq_receive wants room for the largest message

    void send(const char* data, std::size_t size) {
        while (mq_send(out, data, size, 0) != 0) {
            if (errno != EINTR)
                fail("mq_send");
        }
    }
    void receive(char* data, std::size_t size) {
        const bool direct = size == scratch.size();
        ssize_t got;
        while ((got = mq_receive(in, direct ? data : scratch.data(), scratch.size(), nullptr)) <
               0) {
            if (errno != EINTR)
                fail("mq_receive");
        }
        if (static_cast<std::size_t>(got) != size)
            fail("mq_receive length");
        if (!direct)
            std::memcpy(data, scratch.data(), size);
    }
};

static mqd_t createQueue(const std::string& name, std::size_t size) {
    mq_attr attributes{};
    attributes.mq_maxmsg = 10;  // Linux's default msg_max
    attributes.mq_msgsize = static_cast<long>(size);
    const mqd_t queue = mq_open(name.c_str(), O_RDWR | O_CREAT | O_EXCL, 0600, &attributes);
    if (queue == static_cast<mqd_t>(-1))
        fail("mq_open");
    mq_unlink(name.c_str());  // the descriptors live on, inherited by the child
    return queue;
}

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    const std::string base = "/bare-mq-" + std::to_string(getpid());
    const mqd_t toChild = createQueue(base + "-a", options.size);
    const mqd_t toParent = createQueue(base + "-b", options.size);
    const pid_t child = forkResponder(options, [&] {
        QueueLink link{toChild, toParent, std::vector<char>(options.size)};
        respond(options, link);
    });
    QueueLink link{toParent, toChild, std::vector<char>(options.size)};
    measure(options, link);
    waitForResponder(child);
}
