#pragma once
/// Private to platform/posix: the few calls where Linux and macOS differ (os_linux.cpp,
/// os_darwin.cpp), so the *_posix.cpp files need no OS conditionals.
#include <cstddef>
#include <string>

#include "ipclab/platform/capabilities.hpp"

namespace ipclab::platform::detail {

/// pipe() with both ends close-on-exec (pipe2(O_CLOEXEC) on Linux; pipe + fcntl on macOS,
/// which has no pipe2). Returns 0 or -1 with errno set, like pipe().
int pipeCloseOnExec(int fds[2]) noexcept;

/// A close-on-exec stream socket that never raises SIGPIPE (SOCK_CLOEXEC on Linux, where
/// sends use MSG_NOSIGNAL; fcntl + SO_NOSIGPIPE on macOS). -1 with errno on failure.
int socketCloseOnExec(int domain, int type, int protocol) noexcept;
/// accept() with the same properties. -1 with errno on failure.
int acceptCloseOnExec(int listener) noexcept;
/// Flags for send() that suppress SIGPIPE (MSG_NOSIGNAL on Linux, 0 on macOS).
int sendNoSignalFlags() noexcept;
/// One receive of a datagram into `data`: its length (at most `size`), 0 after shutdown(), -1
/// with errno; `truncated` when the datagram was longer than `size`. Linux: recv(MSG_TRUNC),
/// which returns the datagram's real length; macOS has no such trick: recvmsg() and the
/// MSG_TRUNC it sets in the header.
long receiveDatagramOs(int s, void* data, std::size_t size, bool& truncated) noexcept;

/// In a forked child before exec: sets FD_CLOEXEC on every descriptor >= `lowest`.
/// Async-signal-safe.
void closeOnExecFrom(int lowest) noexcept;

/// In a forked child before exec: arranges for this process to be killed when `parent` ends
/// (Linux: PR_SET_PDEATHSIG, which exec keeps), and returns false when `parent` has already
/// ended (the race prctl cannot see). macOS has no such call: true, and the child watches its
/// parent itself (watchParent). Async-signal-safe.
bool dieWithParent(long parent) noexcept;

/// In the child, after exec: ends this process when its parent ends (macOS: a thread waiting
/// on kqueue for the parent's exit). Nothing to do on Linux (dieWithParent).
void watchParent() noexcept;

/// Whether named objects (shared memory, semaphores, queues) have room for the owner's pid in
/// their names: Linux yes; macOS no (31 characters, all taken by the 64 random bits).
bool objectNamesCarryOwner() noexcept;

/// Absolute path of the running executable, or "" if the OS will not say.
std::string executablePath();

/// Fills `size` bytes from the OS's secure random source (getrandom / arc4random_buf).
void secureRandomBytes(void* buffer, std::size_t size) noexcept;

/// Sizes a new shared-memory object to `bytes` and reserves its pages, so that running out of
/// room (a small /dev/shm) is an error now rather than SIGBUS on first touch. 0 or an errno.
int sizeSharedMemory(int fd, std::size_t bytes) noexcept;

/// Whether and how this OS pins threads.
Capability cpuPinningCapability();

}  // namespace ipclab::platform::detail
