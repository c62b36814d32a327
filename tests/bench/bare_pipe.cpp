// Minimal anonymous-pipe exchange between two processes (one pipe per direction): the
// reference for IPC Lab's "pipe". Ping-pong or stream, see bare_common.hpp.
//
// BARE_IPCLAB_PEER=PATH (ping-pong only): the echoing side is IPC Lab's own responder, the
// ipclab-peer at PATH, exec'd as the runner starts it; this side numbers the requests
// (--check-sequence is implied: the peer checks the order). With --measure-thread 1 the
// measuring side is then ipclab-cli's but for its own per-message work, so the gap to
// ipclab-cli splits into the measuring process and the peer's per-message work.
#include <fcntl.h>

#include <string>

#include "bare_common.hpp"

namespace {

pid_t execIpclabPeer(const char* path, const BareOptions& options, int in, int out) {
    const std::string channel = std::to_string(in) + "," + std::to_string(out);
    const std::string size = std::to_string(options.size);
    const std::string warmup = std::to_string(options.warmup);
    const std::string iterations = std::to_string(options.iterations);
    const std::string cpu = std::to_string(options.cpuB);
    const char* argv[] = {path,
                          "respond",
                          "--mechanism",
                          "pipe",
                          "--channel",
                          channel.c_str(),
                          "--pattern",
                          "pingpong",
                          "--size",
                          size.c_str(),
                          "--warmup",
                          warmup.c_str(),
                          "--iterations",
                          iterations.c_str(),
                          "--repetitions",
                          "1",
                          "--verify",
                          "0",
                          "--wait",
                          "block",
                          "--gap-us",
                          "0",
                          "--cpu",
                          cpu.c_str(),
                          "--counters",
                          "0",
                          nullptr};
    return forkResponder(options, [&] {
        execv(path, const_cast<char* const*>(argv));
        fail("exec ipclab-peer");
    });
}

// After the last echo the peer sends its report (CPU time, counters) as messages of the same
// size, then exits: read them until end of file, so that it ends as it does under the runner.
void drainReport(int in, std::size_t size) {
    std::vector<char> message(size);
    while (read(in, message.data(), message.size()) > 0) {
    }
}

}  // namespace

int main(int argc, char** argv) {
    BareOptions options = parseBareOptions(argc, argv);
    const char* peer = std::getenv("BARE_IPCLAB_PEER");
    if (peer != nullptr && options.pattern != BarePattern::PingPong) {
        std::fprintf(stderr, "BARE_IPCLAB_PEER: ping-pong only\n");
        return 2;
    }
    int toChild[2], toParent[2];
    if (pipe(toChild) != 0 || pipe(toParent) != 0)
        fail("pipe");
    pid_t child;
    if (peer != nullptr) {
        options.checkSequence = true;
        // Our ends must not stay open in the peer (its end of file would never come).
        fcntl(toChild[1], F_SETFD, FD_CLOEXEC);
        fcntl(toParent[0], F_SETFD, FD_CLOEXEC);
        child = execIpclabPeer(peer, options, toChild[0], toParent[1]);
    } else {
        child = forkResponder(options, [&] {
            close(toChild[1]);
            close(toParent[0]);
            FdLink link{toChild[0], toParent[1]};
            respond(options, link);
        });
    }
    close(toChild[0]);
    close(toParent[1]);
    FdLink link{toParent[0], toChild[1]};
    measure(options, link);
    if (peer != nullptr)
        drainReport(toParent[0], options.size);
    waitForResponder(child);
}
