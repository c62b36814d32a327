// POSIX FIFOs: two mkfifo files ("to-peer", "from-peer") in a private 0700 directory.
//
// open() on a FIFO blocks until the other end is opened too, and a read end opened without a
// writer reads end of file at once, so both sides open everything with O_NONBLOCK in a fixed
// order and only then switch to blocking mode:
//   owner,  create():  from-peer for reading (never blocks)
//   other,  attach():  from-peer for writing (succeeds: the owner reads), then to-peer for
//                      reading; then it waits for the owner's hello byte on to-peer
//   owner,  connect(): to-peer for writing, which fails with ENXIO until the other side has
//                      opened it for reading (and so has already opened from-peer for writing);
//                      then it writes the hello byte.
// Afterwards each side is the only writer of what the other reads, so when one dies the other
// reads end of file (Closed) or its write fails with EPIPE (Closed; SIGPIPE is ignored).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <thread>
#include <utility>

#include "ipclab/platform/fifo.hpp"

namespace ipclab::platform {
namespace {

/// How errors name a FIFO's end (PipeEnd).
constexpr const char* kFifoKind = "FIFO";

using Clock = std::chrono::steady_clock;

constexpr const char* kToPeer = "to-peer";
constexpr const char* kFromPeer = "from-peer";
constexpr std::byte kHello{0x48};
// How often the set-up loops look again; only while connecting, never while measuring.
constexpr std::chrono::milliseconds kRetryPause{1};

bool setBlocking(int fd, bool blocking) noexcept {
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0)
        return false;
    const int wanted = blocking ? (flags & ~O_NONBLOCK) : (flags | O_NONBLOCK);
    return ::fcntl(fd, F_SETFL, wanted) == 0;
}

// The other process opens what its command line names: make sure that is a FIFO, not some
// file it would then write into.
bool isFifo(int fd) noexcept {
    struct stat info {};
    return ::fstat(fd, &info) == 0 && S_ISFIFO(info.st_mode);
}

Error notAFifo(const std::string& path) {
    return Error{ErrorCode::InvalidArgument, "fifo: " + path + " is not a FIFO"};
}

std::string join(const std::string& directory, const char* leaf) {
    return directory + "/" + leaf;
}

Error timeoutError(const char* what, std::chrono::milliseconds timeout) {
    return Error{ErrorCode::Timeout, std::string("fifo: ") + what + " within " +
                                         std::to_string(timeout.count()) + " ms"};
}

}  // namespace

// ---- FifoPair ------------------------------------------------------------------------------

Expected<FifoPair> FifoPair::create(std::string_view tag) {
    auto directory = PrivateDirectory::create(tag);
    if (!directory)
        return directory.error();
    FifoPair pair;
    pair.m_name = directory->path();
    pair.m_directory = std::move(directory.value());  // From here on the destructor cleans up.
    for (const char* leaf : {kToPeer, kFromPeer}) {
        const std::string path = join(pair.m_name, leaf);
        if (::mkfifo(path.c_str(), S_IRUSR | S_IWUSR) != 0)
            return lastSystemError("mkfifo(" + path + ", 0600)");
    }
    const std::string fromPeer = join(pair.m_name, kFromPeer);
    const int fd = ::open(fromPeer.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return lastSystemError("open(" + fromPeer + ", O_RDONLY)");
    pair.m_reading = PipeEnd(fd, kFifoKind);
    return pair;
}

Expected<FifoPair::Ends> FifoPair::attach(const std::string& name,
                                          std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    Ends ends;
    const std::string fromPeer = join(name, kFromPeer);
    const int writeFd = ::open(fromPeer.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (writeFd < 0) {
        if (errno == ENXIO)
            return Error{ErrorCode::Closed, "fifo: nobody reads " + fromPeer};
        return lastSystemError("open(" + fromPeer + ", O_WRONLY)");
    }
    ends.writing = PipeEnd(writeFd, kFifoKind);
    if (!isFifo(writeFd))
        return notAFifo(fromPeer);
    const std::string toPeer = join(name, kToPeer);
    const int readFd = ::open(toPeer.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (readFd < 0)
        return lastSystemError("open(" + toPeer + ", O_RDONLY)");
    ends.reading = PipeEnd(readFd, kFifoKind);
    if (!isFifo(readFd))
        return notAFifo(toPeer);

    // Until the owner opens its writing end, read() says end of file; then EAGAIN until the
    // hello byte comes.
    for (;;) {
        std::byte hello{};
        const ssize_t got = ::read(readFd, &hello, 1);
        if (got == 1) {
            if (hello != kHello)
                return Error{ErrorCode::ProtocolError, "fifo: unexpected first byte on " + toPeer};
            break;
        }
        if (got < 0 && errno != EAGAIN && errno != EINTR)
            return lastSystemError("read(" + toPeer + ")");
        if (Clock::now() > deadline)
            return timeoutError("the owner did not open its end", timeout);
        std::this_thread::sleep_for(kRetryPause);
    }
    if (!setBlocking(readFd, true) || !setBlocking(writeFd, true))
        return lastSystemError("fcntl ~O_NONBLOCK (FIFO)");
    return ends;
}

Status FifoPair::connect(std::chrono::milliseconds timeout) {
    if (connected())
        return {};
    if (m_name.empty() || !m_reading.valid())
        return Error{ErrorCode::InvalidArgument, "fifo: connect on a removed FIFO pair"};
    const auto deadline = Clock::now() + timeout;
    const std::string toPeer = join(m_name, kToPeer);
    int fd = -1;
    for (;;) {
        fd = ::open(toPeer.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd >= 0)
            break;
        if (errno != ENXIO && errno != EINTR)
            return lastSystemError("open(" + toPeer + ", O_WRONLY)");
        if (Clock::now() > deadline)
            return timeoutError("the other process did not open its end", timeout);
        std::this_thread::sleep_for(kRetryPause);
    }
    m_writing = PipeEnd(fd, kFifoKind);
    if (!setBlocking(fd, true) || !setBlocking(static_cast<int>(m_reading.native()), true))
        return lastSystemError("fcntl ~O_NONBLOCK (FIFO)");
    const std::byte hello[1] = {kHello};
    if (auto status = m_writing.writeAll(hello); !status)
        return status;
    m_connected = true;
    return {};
}

void FifoPair::remove() noexcept {
    m_reading.close();
    m_writing.close();
    m_directory.remove();  // Both FIFO files and their directory.
    m_connected = false;
}

Expected<PipeEnd> openFifoWriter(const std::string& path) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENXIO)
            return Error{ErrorCode::Closed, "fifo: no process reads " + path};
        return lastSystemError("open(" + path + ")");
    }
    PipeEnd end(fd);
    if (!isFifo(fd))
        return notAFifo(path);
    if (!setBlocking(fd, true))
        return lastSystemError("fcntl(" + path + ")");
    return end;
}

}  // namespace ipclab::platform
