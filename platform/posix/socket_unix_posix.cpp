// Unix domain stream sockets on POSIX. The socket file's directory is the caller's (a private
// 0700 one); the file itself is made owner-only too, and the caller removes it.
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

#include "ipclab/platform/socket.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

using Clock = std::chrono::steady_clock;

Expected<sockaddr_un> unixAddress(const std::string& path) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.empty() || path.size() >= sizeof address.sun_path) {
        return Error{ErrorCode::InvalidArgument,
                     "Unix socket path \"" + path + "\" is empty or longer than " +
                         std::to_string(sizeof address.sun_path - 1) + " bytes"};
    }
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    return address;
}

}  // namespace

Expected<Socket> Socket::listenUnix(const std::string& path, int backlog) {
    auto address = unixAddress(path);
    if (!address)
        return address.error();
    Socket socket(detail::socketCloseOnExec(AF_UNIX, SOCK_STREAM, 0));
    if (!socket.valid())
        return lastSocketError("socket(AF_UNIX)");
    const int fd = static_cast<int>(socket.m_handle);
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&address.value()), sizeof address.value()) !=
        0) {
        return lastSocketError("bind(" + path + ")");
    }
    // Linux checks write permission on the file to connect; the directory is private anyway.
    if (::chmod(path.c_str(), S_IRUSR | S_IWUSR) != 0)
        return lastSystemError("chmod(" + path + ", 0600)");
    if (::listen(fd, backlog) != 0)
        return lastSocketError("listen(" + path + ")");
    return socket;
}

Expected<Socket> Socket::connectUnix(const std::string& path, std::chrono::milliseconds timeout) {
    auto address = unixAddress(path);
    if (!address)
        return address.error();
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        Socket socket(detail::socketCloseOnExec(AF_UNIX, SOCK_STREAM, 0));
        if (!socket.valid())
            return lastSocketError("socket(AF_UNIX)");
        const int fd = static_cast<int>(socket.m_handle);
        int rc = 0;
        do {
            rc = ::connect(fd, reinterpret_cast<const sockaddr*>(&address.value()),
                           sizeof address.value());
        } while (rc != 0 && errno == EINTR);
        if (rc == 0)
            return socket;
        // The file exists but nobody accepts yet (not listening, or a full backlog): try again
        // until the deadline. No file at all (ENOENT) fails at once: the listener is gone.
        const int error = errno;
        if (error != ECONNREFUSED && error != EAGAIN)
            return lastSocketError("connect(" + path + ")");
        if (Clock::now() > deadline) {
            return Error{ErrorCode::Timeout, "connect(" + path + "): nobody listened within " +
                                                 std::to_string(timeout.count()) + " ms (" +
                                                 systemErrorText(error) + ")"};
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

}  // namespace ipclab::platform
