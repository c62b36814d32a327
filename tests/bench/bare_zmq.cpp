// Minimal ZeroMQ PAIR exchange between two processes over BARE_ZMQ_TRANSPORT ("ipc" or "tcp"):
// the reference for "zmq.ipc" and "zmq.tcp". One context (one I/O thread) per side, made after
// the fork and after pinning, so the I/O thread runs where its side runs; the responder binds
// and passes its endpoint through a pipe, the measuring side connects.
#include <zmq.hpp>

#include "bare_common.hpp"

namespace {

/// Whole messages: one zmq message per send, received into the caller's buffer.
struct ZmqLink {
    zmq::socket_t& socket;
    void send(const char* data, std::size_t size) const {
        if (!socket.send(zmq::const_buffer(data, size), zmq::send_flags::none))
            fail("zmq send");
    }
    void receive(char* data, std::size_t size) const {
        const zmq::recv_buffer_result_t got =
            socket.recv(zmq::mutable_buffer(data, size), zmq::recv_flags::none);
        if (!got || got->size != size) {
            std::fprintf(stderr, "zmq receive: a message of the wrong size\n");
            std::exit(1);
        }
    }
};

/// The responder lingers so that its last reply leaves before its process ends (the context's
/// destructor waits for it); the measuring side has nothing left to send when it closes.
zmq::socket_t pairSocket(zmq::context_t& context, int lingerMs) {
    zmq::socket_t socket(context, zmq::socket_type::pair);
    socket.set(zmq::sockopt::linger, lingerMs);
    return socket;
}

}  // namespace

int main(int argc, char** argv) {
    const BareOptions options = parseBareOptions(argc, argv);
    // ZeroMQ's own I/O thread makes every party multi-threaded already.
    if (options.measureThread) {
        std::fprintf(stderr, "--measure-thread: not for ZeroMQ\n");
        return 2;
    }
    const std::string transport = BARE_ZMQ_TRANSPORT;
    const std::string bindTo = transport == "ipc"
                                   ? "ipc:///tmp/bare-zmq-" + std::to_string(getpid())
                                   : std::string("tcp://127.0.0.1:*");
    int endpointPipe[2];
    if (pipe(endpointPipe) != 0)
        fail("pipe");
    const pid_t child = forkResponder(options, [&] {
        close(endpointPipe[0]);
        zmq::context_t context;
        zmq::socket_t socket = pairSocket(context, 2000);
        socket.bind(bindTo);
        const std::string endpoint = socket.get(zmq::sockopt::last_endpoint);
        if (write(endpointPipe[1], endpoint.data(), endpoint.size()) !=
            static_cast<ssize_t>(endpoint.size()))
            fail("write endpoint");
        close(endpointPipe[1]);
        ZmqLink link{socket};
        respond(options, link);
    });
    close(endpointPipe[1]);
    std::string endpoint;
    char chunk[256];
    for (ssize_t got; (got = read(endpointPipe[0], chunk, sizeof chunk)) > 0;)
        endpoint.append(chunk, static_cast<std::size_t>(got));
    close(endpointPipe[0]);
    if (endpoint.empty())
        fail("the responder gave no endpoint");
    pinTo(options.cpuA);
    {
        zmq::context_t context;
        zmq::socket_t socket = pairSocket(context, 0);
        socket.connect(endpoint);
        ZmqLink link{socket};
        initiate(options, link);
    }
    waitForResponder(child);
    if (transport == "ipc")
        unlink(endpoint.substr(std::string("ipc://").size()).c_str());
}
