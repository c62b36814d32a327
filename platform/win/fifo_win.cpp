// Named FIFOs on Windows: two named pipes "\\.\pipe\ipclab-<tag>-<random>-to-peer" and
// "...-from-peer", one instance each (FILE_FLAG_FIRST_PIPE_INSTANCE: never join a pipe somebody
// else made), byte mode, local clients only, a DACL for this user only.
//
// The server handles are duplex, although each carries one direction, because switching a
// pipe from PIPE_NOWAIT to PIPE_WAIT (SetNamedPipeHandleState) needs write access to it. They
// start in PIPE_NOWAIT so that connect() can ask ConnectNamedPipe without blocking (it answers
// ERROR_PIPE_LISTENING until the client opened, then ERROR_PIPE_CONNECTED), and go to blocking
// mode once both are connected. A pipe has no file to remove: it vanishes with its last handle.
#include "owner_only_win.hpp"
#include "win_include.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>
#include <utility>

#include "ipclab/platform/fifo.hpp"
#include "ipclab/platform/names.hpp"

namespace ipclab::platform {
namespace {

using Clock = std::chrono::steady_clock;

constexpr const char* kPrefix = "\\\\.\\pipe\\ipclab-";
constexpr const char* kToPeer = "-to-peer";
constexpr const char* kFromPeer = "-from-peer";
// As Linux's pipe buffer, so the two OSes are compared like for like.
constexpr DWORD kBufferBytes = 64 * 1024;
/// How errors name a FIFO's end (PipeEnd).
constexpr const char* kFifoKind = "named pipe";
constexpr std::chrono::milliseconds kRetryPause{1};

std::string tagPart(std::string_view tag) {
    std::string out;
    for (char ch : tag) {
        if (out.size() < 4 &&
            ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'))) {
            out.push_back(ch);
        }
    }
    return out.empty() ? out : out + "-";
}

Expected<HANDLE> createServer(const std::string& name, SECURITY_ATTRIBUTES& attributes) {
    const HANDLE pipe = ::CreateNamedPipeW(
        detail::widen(name).c_str(), PIPE_ACCESS_DUPLEX | FILE_FLAG_FIRST_PIPE_INSTANCE,
        PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_NOWAIT | PIPE_REJECT_REMOTE_CLIENTS, 1,
        kBufferBytes, kBufferBytes, 0, &attributes);
    if (pipe == INVALID_HANDLE_VALUE)
        return lastSystemError("CreateNamedPipeW(" + name + ")");
    return pipe;
}

// Client side: one pipe in one direction, retrying while the instance is busy.
Expected<HANDLE> openClient(const std::string& name, DWORD access, Clock::time_point deadline,
                            std::chrono::milliseconds timeout) {
    for (;;) {
        // SECURITY_IDENTIFICATION: the server may learn who we are but not act as us.
        const HANDLE pipe =
            ::CreateFileW(detail::widen(name).c_str(), access, 0, nullptr, OPEN_EXISTING,
                          SECURITY_SQOS_PRESENT | SECURITY_IDENTIFICATION, nullptr);
        if (pipe != INVALID_HANDLE_VALUE)
            return pipe;
        const DWORD error = ::GetLastError();
        if (error == ERROR_FILE_NOT_FOUND)
            return Error{ErrorCode::Closed, "fifo: no pipe " + name + " (its owner is gone)"};
        if (error != ERROR_PIPE_BUSY)
            return lastSystemError("CreateFileW(" + name + ")");
        if (Clock::now() > deadline) {
            return Error{ErrorCode::Timeout, "fifo: " + name + " stayed busy for " +
                                                 std::to_string(timeout.count()) + " ms"};
        }
        std::this_thread::sleep_for(kRetryPause);
    }
}

}  // namespace

// ---- FifoPair ------------------------------------------------------------------------------

Expected<FifoPair> FifoPair::create(std::string_view tag) {
    auto security = detail::OwnerOnlySecurity::create();
    if (!security)
        return security.error();

    char random[17];
    std::snprintf(random, sizeof random, "%016llx", secureRandom64());
    FifoPair pair;
    pair.m_name = kPrefix + tagPart(tag) + random;
    auto writing = createServer(pair.m_name + kToPeer, *security->attributes());
    if (!writing)
        return writing.error();
    pair.m_writing = PipeEnd(detail::fromHandle(writing.value()), kFifoKind);
    auto reading = createServer(pair.m_name + kFromPeer, *security->attributes());
    if (!reading)
        return reading.error();
    pair.m_reading = PipeEnd(detail::fromHandle(reading.value()), kFifoKind);
    return pair;
}

Expected<FifoPair::Ends> FifoPair::attach(const std::string& name,
                                          std::chrono::milliseconds timeout) {
    // Only our own pipes: never a file or device the command line happens to name.
    if (name.rfind(kPrefix, 0) != 0)
        return Error{ErrorCode::InvalidArgument, "fifo: \"" + name + "\" is not an ipclab pipe"};
    const auto deadline = Clock::now() + timeout;
    Ends ends;
    auto reading = openClient(name + kToPeer, GENERIC_READ, deadline, timeout);
    if (!reading)
        return reading.error();
    ends.reading = PipeEnd(detail::fromHandle(reading.value()), kFifoKind);
    auto writing = openClient(name + kFromPeer, GENERIC_WRITE, deadline, timeout);
    if (!writing)
        return writing.error();
    ends.writing = PipeEnd(detail::fromHandle(writing.value()), kFifoKind);
    return ends;
}

Status FifoPair::connect(std::chrono::milliseconds timeout) {
    if (connected())
        return {};
    if (!m_reading.valid() || !m_writing.valid())
        return Error{ErrorCode::InvalidArgument, "fifo: connect on a removed FIFO pair"};
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        int connected = 0;
        for (PipeEnd* end : {&m_writing, &m_reading}) {
            // PIPE_NOWAIT: answers at once.
            if (::ConnectNamedPipe(detail::toHandle(end->native()), nullptr)) {
                ++connected;
                continue;
            }
            const DWORD error = ::GetLastError();
            if (error == ERROR_PIPE_CONNECTED) {
                ++connected;
            } else if (error == ERROR_NO_DATA) {
                return Error{ErrorCode::Closed, "fifo: the other process connected and left"};
            } else if (error != ERROR_PIPE_LISTENING) {
                return lastSystemError("ConnectNamedPipe(" + m_name + ")");
            }
        }
        if (connected == 2)
            break;
        if (Clock::now() > deadline) {
            return Error{ErrorCode::Timeout,
                         "fifo: the other process did not open its end within " +
                             std::to_string(timeout.count()) + " ms"};
        }
        std::this_thread::sleep_for(kRetryPause);
    }
    for (PipeEnd* end : {&m_writing, &m_reading}) {
        DWORD mode = PIPE_READMODE_BYTE | PIPE_WAIT;
        if (!::SetNamedPipeHandleState(detail::toHandle(end->native()), &mode, nullptr, nullptr))
            return lastSystemError("SetNamedPipeHandleState(PIPE_WAIT)");
    }
    m_connected = true;
    return {};
}

void FifoPair::remove() noexcept {
    m_reading.close();
    m_writing.close();
    m_directory.remove();
    m_connected = false;
}

Expected<PipeEnd> openFifoWriter(const std::string&) {
    return Error{ErrorCode::Unsupported, "fifo: no FIFO files on Windows"};
}

}  // namespace ipclab::platform
