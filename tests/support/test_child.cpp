// ipclab-test-child: a child process for the platform tests, OS-neutral (it only uses the
// platform layer).
//
//   exit N                      exits with code N
//   sleep                       sleeps until killed
//   echo <readHandle> <writeHandle>
//                               reads [u32 length][bytes] frames from readHandle and writes each
//                               back to writeHandle; exits 0 when the reader sees end of file
//   isopen <handle>             writes one byte 'x' to <handle>; exits 0 if that worked (the
//                               handle was inherited and is a writable pipe), 1 otherwise
//
// Exit code 2 means bad arguments, 3 an echo failure.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/pipe.hpp"
#include "ipclab/platform/process.hpp"

using ipclab::platform::ErrorCode;
using ipclab::platform::handleFromString;
using ipclab::platform::PipeEnd;

namespace {

int usage() {
    std::fprintf(stderr,
                 "usage: ipclab-test-child exit N | sleep | echo <readHandle> <writeHandle> | "
                 "isopen <handle> | spawn-holder <handle> | hold <handle>\n");
    return 2;
}

int echo(PipeEnd& in, PipeEnd& out) {
    std::vector<std::byte> buffer;
    for (;;) {
        std::uint32_t length = 0;
        auto status = in.readExact(std::as_writable_bytes(std::span(&length, 1)));
        if (!status)
            return status.error().code == ErrorCode::Closed ? 0 : 3;
        buffer.resize(length);
        if (!in.readExact(buffer))
            return 3;
        if (!out.writeAll(std::as_bytes(std::span(&length, 1))) || !out.writeAll(buffer))
            return 3;
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2)
        return usage();
    const std::string mode = argv[1];
    if (mode == "exit" && argc == 3)
        return std::atoi(argv[2]);
    if (mode == "sleep" && argc == 2) {
        for (;;)
            std::this_thread::sleep_for(std::chrono::hours(1));
    }
    if (mode == "echo" && argc == 4) {
        auto readHandle = handleFromString(argv[2]);
        auto writeHandle = handleFromString(argv[3]);
        if (!readHandle || !writeHandle)
            return usage();
        PipeEnd in(readHandle.value());
        PipeEnd out(writeHandle.value());
        return echo(in, out);
    }
    if (mode == "isopen" && argc == 3) {
        auto handle = handleFromString(argv[2]);
        if (!handle)
            return usage();
        PipeEnd end(handle.value());
        const std::byte mark{'x'};
        const bool written = end.writeAll(std::span(&mark, 1)).ok();
        if (!written) {
            // Not ours: exit without closing a handle value the runtime may use for itself.
            std::_Exit(1);
        }
        return 0;
    }
    // A parent that dies with a child of its own: the child holds `handle` (a pipe's write
    // end), so the test sees the child end as end of file on the pipe.
    if (mode == "spawn-holder" && argc == 3) {
        auto handle = handleFromString(argv[2]);
        if (!handle)
            return usage();
        auto holder =
            ipclab::platform::Process::spawn(argv[0], {"hold", argv[2]}, {handle.value()});
        if (!holder)
            return 3;
        PipeEnd(handle.value()).close();
        for (;;)
            std::this_thread::sleep_for(std::chrono::hours(1));
    }
    if (mode == "hold" && argc == 3) {
        ipclab::platform::endWithParent();
        auto handle = handleFromString(argv[2]);
        if (!handle)
            return usage();
        PipeEnd end(handle.value());
        const std::byte mark{'h'};
        if (!end.writeAll(std::span(&mark, 1)))
            return 3;
        // Long enough for any test; short enough that a failing one leaves nothing for long.
        std::this_thread::sleep_for(std::chrono::seconds(30));
        return 0;
    }
    return usage();
}
