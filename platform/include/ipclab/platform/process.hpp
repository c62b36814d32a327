#pragma once
/// Spawning, waiting for and killing helper processes.
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// How a child process ended.
struct ExitStatus {
    bool exited = false;  ///< Exited normally with `code`.
    int code = 0;
    bool signaled = false;  ///< Killed by `signal` (POSIX) / TerminateProcess (Windows: code).
    int signal = 0;
    /// User + system CPU time the child consumed over its whole life, in ns, filled when it is
    /// reaped (wait4's rusage on POSIX, GetProcessTimes on Windows); -1 when unknown.
    std::int64_t cpuTimeNs = -1;
    /// The signal's portable name ("SIGKILL") when `signaled` on POSIX and the name is known;
    /// empty otherwise. Core words the status for the user from these fields (translated);
    /// describe() is for logs and tests.
    std::string signalName;
    /// Windows: exited with an NTSTATUS error code (0xC0000005: access violation...), i.e. the
    /// process crashed. Always false on POSIX, where a crash is a signal.
    bool crashed = false;
    std::string describe() const;  ///< "exit code 3", "killed by signal 9 (Killed)".
};

/// A child process. Move-only. The destructor kills and reaps a child that is still running,
/// so no child outlives its Process object.
class Process {
  public:
    /// Starts `executable` with `arguments` (argv[1..]). Only the handles in `inherited` are
    /// inherited by the child, keeping the same numeric value, so they can be passed on its
    /// command line. stdin is the null device; stdout and stderr are shared with this process.
    static Expected<Process> spawn(const std::string& executable,
                                   const std::vector<std::string>& arguments,
                                   const std::vector<NativeHandle>& inherited = {});

    Process() = default;

    /// Waits up to `timeout` for the child to end and reaps it. Timeout error if it is still
    /// running.
    Expected<ExitStatus> wait(std::chrono::milliseconds timeout);
    /// True while the child has not ended (does not reap).
    bool running();
    /// True while the child is stopped by job control (SIGSTOP, SIGTSTP: kill -STOP, a
    /// debugger, Ctrl-Z): it runs no code until continued. Windows has no such state: false.
    bool stopped();
    /// Kills the child (SIGKILL / TerminateProcess) without waiting. Safe to call from any thread,
    /// and after the child ended.
    void kill() noexcept;
    /// Process id, 0 when empty.
    long long id() const noexcept;
    bool valid() const noexcept;

  private:
    struct Impl;
    /// The child as UniqueHandle holds it: close() kills a child that still runs, reaps it and
    /// frees its Impl (process_posix.cpp / process_win.cpp).
    struct ImplTraits {
        using Value = Impl*;
        static constexpr Value kInvalid = nullptr;
        static void close(Value impl) noexcept;
    };
    UniqueHandle<ImplTraits> m_impl;
};

/// Directory of the running executable (to find ipclab-peer beside ipclab-cli).
std::string currentExecutableDirectory();
/// File name of an executable on this OS ("ipclab-peer" / "ipclab-peer.exe").
std::string executableFileName(const std::string& baseName);
/// Process id of the calling process.
long long currentProcessId() noexcept;
/// For a child process started by Process::spawn: ends it when its parent ends, however the
/// parent ended (kill -9, the OOM killer), so that no child outlives its parent. spawn does it
/// on Linux (PR_SET_PDEATHSIG) and Windows (a job object that kills on close); on macOS the
/// child calls this to watch its parent. Call early in the child's main.
void endWithParent() noexcept;
/// For a child process its parent stops itself: the terminal's Ctrl-C (SIGINT to the whole
/// foreground process group, a console control event on Windows) is left to the parent, and so
/// is SIGTERM sent to the whole process group.
void ignoreTerminalInterrupt() noexcept;
/// Makes writes to a closed pipe or socket fail with an error instead of killing the process
/// (SIGPIPE on POSIX). Call once at start-up; a no-op where not needed.
void ignoreBrokenPipeSignal() noexcept;

}  // namespace ipclab::platform
