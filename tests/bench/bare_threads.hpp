#pragma once
// In-process variant of the driver: the responder is a second thread pinned to --cpu-b, the
// measuring side the main thread pinned to --cpu-a (with --measure-thread 1 a third thread,
// as in ipclab-cli, where the thread that starts the point supervises it). `Slot` is one
// direction's hand-off (send/receive of one message); the two links share a pair of slots
// crosswise.
#include <thread>

#include "bare_common.hpp"

template <class Slot>
struct SlotLink {
    Slot& outgoing;
    Slot& incoming;
    void send(const char* data, std::size_t size) { outgoing.send(data, size); }
    void receive(char* data, std::size_t size) { incoming.receive(data, size); }
};

template <class Slot>
void runThreads(const BareOptions& options) {
    // Slots hold at least one message; the stream's acknowledgement is smaller.
    Slot forward(options.size);
    Slot backward(options.size);
    std::thread responder([&] {
        pinTo(options.cpuB);
        SlotLink<Slot> link{backward, forward};
        respond(options, link);
    });
    SlotLink<Slot> link{forward, backward};
    measure(options, link);
    responder.join();
}
