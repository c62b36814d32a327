// Child processes on POSIX: fork + exec.
//
// Why not posix_spawn: we need "only these descriptors, at their own numbers" (glibc's
// posix_spawn cannot close everything else before 2.34, macOS needs a non-portable attribute),
// and a clear error when exec fails. After fork the child runs only async-signal-safe calls;
// everything it needs (argv, the handle list) is prepared before fork.
//
// Reaping: the pid is only reaped under Impl::mutex, and kill() signals under the same mutex
// only while the child is unreaped, so a kill from another thread can never hit a recycled pid.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

#include "ipclab/platform/process.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {

namespace {

// The portable names of the signals a peer can die of; strsignal's text is the C library's
// English and sigabbrev_np is glibc's alone (macOS has neither the same text nor the call).
struct NamedSignal {
    int number;
    const char* name;
};
constexpr NamedSignal kSignalNames[] = {
    {SIGABRT, "SIGABRT"}, {SIGALRM, "SIGALRM"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
    {SIGHUP, "SIGHUP"},   {SIGILL, "SIGILL"},   {SIGINT, "SIGINT"},   {SIGKILL, "SIGKILL"},
    {SIGPIPE, "SIGPIPE"}, {SIGQUIT, "SIGQUIT"}, {SIGSEGV, "SIGSEGV"}, {SIGTERM, "SIGTERM"},
    {SIGTRAP, "SIGTRAP"}, {SIGUSR1, "SIGUSR1"}, {SIGUSR2, "SIGUSR2"},
};

std::string signalName(int signal) {
    for (const auto& named : kSignalNames) {
        if (named.number == signal) {
            return named.name;
        }
    }
    return {};
}

}  // namespace

struct Process::Impl {
    std::mutex mutex;
    pid_t pid = 0;
    bool reaped = false;
    ExitStatus status;

    // Caller holds `mutex`. True once the child is reaped (now or before).
    bool tryReap(bool block) noexcept {
        if (reaped)
            return true;
        int raw = 0;
        pid_t result;
        // wait4 rather than waitpid: the same reaping, plus the child's CPU time (rusage).
        struct rusage usage {};
        do {
            result = ::wait4(pid, &raw, block ? 0 : WNOHANG, &usage);
        } while (result < 0 && errno == EINTR);
        if (result == 0)
            return false;
        if (result < 0) {
            // ECHILD: someone else reaped it (e.g. SIGCHLD set to SIG_IGN). It is gone either way.
            status = ExitStatus{};
            status.exited = true;
            status.code = -1;
        } else if (WIFEXITED(raw)) {
            status.exited = true;
            status.code = WEXITSTATUS(raw);
        } else if (WIFSIGNALED(raw)) {
            status.signaled = true;
            status.signal = WTERMSIG(raw);
            status.signalName = signalName(status.signal);
        }
        if (result > 0) {
            const auto toNs = [](const timeval& t) {
                return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 +
                       static_cast<std::int64_t>(t.tv_usec) * 1'000;
            };
            status.cpuTimeNs = toNs(usage.ru_utime) + toNs(usage.ru_stime);
        }
        reaped = true;
        return true;
    }
};

namespace {

// What the child reports through the error pipe when it cannot become `executable`.
struct ChildFailure {
    int stage;  // 0 = exec, 1 = preparing an inherited descriptor
    int error;  // errno
    int fd;
};

[[noreturn]] void childFail(int errorPipe, int stage, int fd) noexcept {
    const ChildFailure failure{stage, errno, fd};
    // Best effort: the parent reads this or sees exit code 127.
    [[maybe_unused]] const ssize_t ignored = ::write(errorPipe, &failure, sizeof failure);
    ::_exit(127);
}

// The descriptors to pass, checked before spawn() opens any that could reuse their numbers.
Expected<std::vector<int>> inheritableDescriptors(const std::string& executable,
                                                  const std::vector<NativeHandle>& inherited) {
    std::vector<int> fds;
    for (NativeHandle handle : inherited) {
        if (handle < 3 || handle > 1'000'000) {
            return Error{ErrorCode::InvalidArgument,
                         "spawn " + executable + ": cannot pass handle " + std::to_string(handle) +
                             " (descriptors 0-2 are the standard streams)"};
        }
        // Checked here, before this function opens descriptors that could reuse the number.
        if (::fcntl(static_cast<int>(handle), F_GETFD) < 0) {
            return lastSystemError("spawn " + executable + ": inherited handle " +
                                   std::to_string(handle));
        }
        fds.push_back(static_cast<int>(handle));
    }
    return fds;
}

// Makes the forked child ready for exec: async-signal-safe calls only; a failure is reported on
// `errorPipe` (childFail) and ends the child. Default signal state first, as a fresh process
// expects (the parent ignores SIGPIPE, and SIG_IGN survives exec).
void becomeChild(pid_t parent, int devNull, int errorPipe, const std::vector<int>& fds) {
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    struct sigaction action {};
    action.sa_handler = SIG_DFL;
    ::sigaction(SIGPIPE, &action, nullptr);

    // No child outlives us, however we end (kill -9, the OOM killer): see dieWithParent().
    if (!detail::dieWithParent(static_cast<long>(parent)))
        ::_exit(127);
    // A process group of its own, so that kill() also ends what it forked: a wrapper that
    // forks (as packaging wrappers do) left a process holding the peer's pipe ends, and a
    // point waiting for their end of file never ended.
    ::setpgid(0, 0);
    if (::dup2(devNull, STDIN_FILENO) < 0)
        childFail(errorPipe, 1, STDIN_FILENO);
    detail::closeOnExecFrom(3);
    for (int fd : fds) {
        if (::fcntl(fd, F_SETFD, 0) != 0)
            childFail(errorPipe, 1, fd);
    }
}

}  // namespace

Expected<Process> Process::spawn(const std::string& executable,
                                 const std::vector<std::string>& arguments,
                                 const std::vector<NativeHandle>& inherited) {
    if (executable.empty())
        return Error{ErrorCode::InvalidArgument, "spawn: no executable given"};
    auto inheritable = inheritableDescriptors(executable, inherited);
    if (!inheritable) {
        return inheritable.error();
    }
    const std::vector<int>& fds = inheritable.value();

    std::vector<std::string> storage;
    storage.push_back(executable);
    storage.insert(storage.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (std::string& arg : storage)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    const int devNull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (devNull < 0)
        return lastSystemError("open /dev/null");
    int errorPipe[2];
    if (detail::pipeCloseOnExec(errorPipe) != 0) {
        Error error = lastSystemError("pipe");
        ::close(devNull);
        return error;
    }

    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) {
        Error error = lastSystemError("fork");
        ::close(devNull);
        ::close(errorPipe[0]);
        ::close(errorPipe[1]);
        return error;
    }
    if (pid == 0) {
        becomeChild(parent, devNull, errorPipe[1], fds);
        ::execv(argv[0], argv.data());
        childFail(errorPipe[1], 0, -1);
    }
    ::setpgid(pid, pid);  // as the child does: whichever runs first, the group exists

    ::close(devNull);
    ::close(errorPipe[1]);
    ChildFailure failure{};
    ssize_t got;
    do {
        got = ::read(errorPipe[0], &failure, sizeof failure);
    } while (got < 0 && errno == EINTR);
    ::close(errorPipe[0]);

    auto* impl = new Impl;
    impl->pid = pid;
    Process process;
    process.m_impl.reset(impl);
    if (got == static_cast<ssize_t>(sizeof failure)) {
        {
            std::lock_guard lock(impl->mutex);
            impl->tryReap(true);
        }
        std::string what = "cannot start " + executable + ": ";
        if (failure.stage == 1) {
            what += "inherited handle " + std::to_string(failure.fd) + ": ";
        }
        return Error{ErrorCode::SystemError, what + systemErrorText(failure.error)};
    }
    return process;
}

void Process::ImplTraits::close(Value impl) noexcept {
    {
        std::lock_guard lock(impl->mutex);
        if (!impl->reaped) {
            ::kill(-impl->pid, SIGKILL);  // what it forked too (see kill())
            ::kill(impl->pid, SIGKILL);
            impl->tryReap(true);
        }
    }
    delete impl;
}

Expected<ExitStatus> Process::wait(std::chrono::milliseconds timeout) {
    if (!m_impl.valid())
        return Error{ErrorCode::InvalidArgument, "wait: no process"};
    Impl& impl = *m_impl.get();
    // No portable way to wait for one child with a timeout (pidfd is Linux 5.3+, kqueue is BSD),
    // so poll with a back-off from 50 us to 5 ms: cheap, and quick to notice a fast exit.
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    auto pause = std::chrono::microseconds(50);
    for (;;) {
        {
            std::lock_guard lock(impl.mutex);
            if (impl.tryReap(false))
                return impl.status;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) {
            return Error{ErrorCode::Timeout, "process " + std::to_string(impl.pid) +
                                                 " still running after " +
                                                 std::to_string(timeout.count()) + " ms"};
        }
        std::this_thread::sleep_for(
            std::min<std::chrono::steady_clock::duration>(pause, deadline - now));
        pause = std::min(pause * 2, std::chrono::microseconds(5000));
    }
}

bool Process::running() {
    if (!m_impl.valid())
        return false;
    std::lock_guard lock(m_impl.get()->mutex);
    // Reaping here keeps no zombie around; wait() still returns the stored status.
    return !m_impl.get()->tryReap(false);
}

bool Process::stopped() {
    if (!m_impl.valid())
        return false;
    Impl& impl = *m_impl.get();
    std::lock_guard lock(impl.mutex);
    if (impl.reaped)
        return false;
    // WNOWAIT leaves the state to be waited for: the kernel reports a stop for as long as the
    // child stays stopped (a SIGCONT clears it), and reaping is untouched.
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(impl.pid), &info, WSTOPPED | WNOHANG | WNOWAIT) != 0)
        return false;
    return info.si_pid == impl.pid && info.si_code == CLD_STOPPED;
}

void Process::kill() noexcept {
    if (!m_impl.valid())
        return;
    Impl& impl = *m_impl.get();
    std::lock_guard lock(impl.mutex);
    // The child's whole group, even once the child itself is gone: what it forked may still
    // hold its ends. While a member lives, Linux keeps the pid from being reused (it names the
    // group), so only our child's descendants are in it.
    ::kill(-impl.pid, SIGKILL);
    if (!impl.reaped)
        ::kill(impl.pid, SIGKILL);
}

long long Process::id() const noexcept {
    return m_impl.valid() ? m_impl.get()->pid : 0;
}

bool Process::valid() const noexcept {
    return m_impl.valid();
}

std::string ExitStatus::describe() const {
    if (exited)
        return "exit code " + std::to_string(code);
    if (signaled) {
        const char* name = ::strsignal(signal);
        return "killed by signal " + std::to_string(signal) +
               (name != nullptr ? " (" + std::string(name) + ")" : std::string());
    }
    return "still running";
}

std::string currentExecutableDirectory() {
    const std::string path = detail::executablePath();
    const auto slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string executableFileName(const std::string& baseName) {
    return baseName;
}

long long currentProcessId() noexcept {
    return ::getpid();
}

void endWithParent() noexcept {
    detail::watchParent();
}

void ignoreTerminalInterrupt() noexcept {
    // The terminal sends Ctrl-C's SIGINT (and Ctrl-\\'s SIGQUIT) to the whole foreground
    // process group; a child that its parent stops itself must not die of it first.
    ::signal(SIGINT, SIG_IGN);
    ::signal(SIGQUIT, SIG_IGN);
    // SIGTERM to the whole process group (kill -TERM -PGID, a service manager) likewise: the
    // peer dying of it first made the run read as a peer death, not a cancelled run. The
    // parent still ends it, and it dies with its parent however that ends (dieWithParent).
    ::signal(SIGTERM, SIG_IGN);
}

void ignoreBrokenPipeSignal() noexcept {
    ::signal(SIGPIPE, SIG_IGN);
}

}  // namespace ipclab::platform
