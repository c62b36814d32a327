// Child processes on Windows: CreateProcessW with an explicit list of inherited handles.
//
// Only handles that are inheritable AND in PROC_THREAD_ATTRIBUTE_HANDLE_LIST reach the child.
// Our handles are created non-inheritable, so spawn marks the listed ones inheritable just for
// the CreateProcessW call and restores them, under a mutex so that two spawns listing the same
// handle cannot restore it under each other's feet. Wine 8.0 enforces the list as Windows does
// (checked: an inheritable handle left off the list does not reach the child); were it ignored,
// the temporary flags alone would still keep our other handles out. A CreateProcess elsewhere
// in the process (not through this function, without a list) could catch a listed handle in
// that short window.
//
// The process handle stays open until the Process is destroyed, so wait(), running() and kill()
// from any thread always refer to our child, never to a recycled process id.
#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdio>
#include <mutex>
#include <utility>

#include "ipclab/platform/process.hpp"
#include "win_include.hpp"

namespace ipclab::platform {
namespace {

// Exit code given to TerminateProcess; with Impl::killed it marks "killed", like POSIX's
// 128 + SIGKILL.
constexpr UINT kKilledExitCode = 137;

std::mutex g_spawnMutex;

// Every child joins one job object whose only handle this process holds, never closed: when
// this process ends in any way (TerminateProcess, a crash, Task Manager) the handle closes and
// KILL_ON_JOB_CLOSE ends the children with it. nullptr when the OS refuses (an enclosing job
// that forbids nesting before Windows 8): the children then only end when we kill them.
HANDLE childrenJob() {
    static const HANDLE job = [] {
        HANDLE created = ::CreateJobObjectW(nullptr, nullptr);
        if (created == nullptr)
            return static_cast<HANDLE>(nullptr);
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        if (!::SetInformationJobObject(created, JobObjectExtendedLimitInformation, &limits,
                                       sizeof limits)) {
            ::CloseHandle(created);
            return static_cast<HANDLE>(nullptr);
        }
        return created;
    }();
    return job;
}

// Quotes one argument so CommandLineToArgvW and the C runtime give it back unchanged.
std::wstring quoteArgument(const std::wstring& arg) {
    if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos)
        return arg;
    std::wstring out = L"\"";
    for (auto it = arg.begin();; ++it) {
        std::size_t backslashes = 0;
        while (it != arg.end() && *it == L'\\') {
            ++it;
            ++backslashes;
        }
        if (it == arg.end()) {
            out.append(backslashes * 2, L'\\');  // they precede the closing quote
            break;
        }
        if (*it == L'"') {
            out.append(backslashes * 2 + 1, L'\\');
            out.push_back(L'"');
        } else {
            out.append(backslashes, L'\\');
            out.push_back(*it);
        }
    }
    out.push_back(L'"');
    return out;
}

// An inheritable duplicate of a standard handle for the child, or null if there is none.
HANDLE inheritableCopy(DWORD which) noexcept {
    HANDLE original = ::GetStdHandle(which);
    if (original == nullptr || original == INVALID_HANDLE_VALUE)
        return nullptr;
    HANDLE copy = nullptr;
    if (!::DuplicateHandle(::GetCurrentProcess(), original, ::GetCurrentProcess(), &copy, 0, TRUE,
                           DUPLICATE_SAME_ACCESS)) {
        return nullptr;
    }
    return copy;
}

struct HandleCloser {
    std::vector<HANDLE> handles;
    ~HandleCloser() {
        for (HANDLE h : handles) {
            if (h != nullptr && h != INVALID_HANDLE_VALUE)
                ::CloseHandle(h);
        }
    }
};

}  // namespace

struct Process::Impl {
    HANDLE process = nullptr;
    DWORD pid = 0;
    std::atomic<bool> killed{false};

    ExitStatus statusNow() const {
        DWORD code = 0;
        ::GetExitCodeProcess(process, &code);
        ExitStatus status;
        if (killed.load() && code == kKilledExitCode) {
            status.signaled = true;
            status.code = static_cast<int>(code);
        } else {
            status.exited = true;
            status.code = static_cast<int>(code);
            // An NTSTATUS error (0xC0000005, access violation...) as exit code: a crash.
            status.crashed = code >= 0xC0000000u;
        }
        FILETIME created{};
        FILETIME exited{};
        FILETIME kernel{};
        FILETIME user{};
        if (::GetProcessTimes(process, &created, &exited, &kernel, &user)) {
            const auto to100ns = [](FILETIME t) {
                return (static_cast<std::int64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime;
            };
            status.cpuTimeNs = (to100ns(kernel) + to100ns(user)) * 100;  // 100 ns units
        }
        return status;
    }
};

namespace {

// The child's standard handles: stdin the null device, stdout/stderr inheritable copies of
// ours; `temporaries` closes them once the child has its own.
struct StandardHandles {
    HANDLE in = nullptr;
    HANDLE out = nullptr;
    HANDLE err = nullptr;
};

Expected<StandardHandles> childStandardHandles(HandleCloser& temporaries) {
    SECURITY_ATTRIBUTES inheritable{};
    inheritable.nLength = sizeof inheritable;
    inheritable.bInheritHandle = TRUE;
    StandardHandles handles;
    handles.in = ::CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE,
                               &inheritable, OPEN_EXISTING, 0, nullptr);
    if (handles.in == INVALID_HANDLE_VALUE)
        return lastSystemError("CreateFileW(NUL)");
    temporaries.handles.push_back(handles.in);
    handles.out = inheritableCopy(STD_OUTPUT_HANDLE);
    handles.err = inheritableCopy(STD_ERROR_HANDLE);
    temporaries.handles.push_back(handles.out);
    temporaries.handles.push_back(handles.err);
    return handles;
}

// Suspended until it is in the job, so that not even its first instruction runs outside it. A
// console program started by a GUI program (ipclab.exe has no console) would get a console
// window of its own: one black window flashing up per peer, stealing the keyboard focus.
// Started from a console (ipclab-cli.exe), it shares that console, as a child should.
DWORD childCreationFlags() {
    DWORD flags = EXTENDED_STARTUPINFO_PRESENT | CREATE_SUSPENDED;
    if (::GetConsoleWindow() == nullptr) {
        flags |= CREATE_NO_WINDOW;
    }
    return flags;
}

// The handles to pass, each checked and listed once.
Expected<std::vector<HANDLE>> handlesToInherit(const std::string& executable,
                                               const std::vector<NativeHandle>& inherited) {
    std::vector<HANDLE> listed;
    for (NativeHandle value : inherited) {
        HANDLE handle = detail::toHandle(value);
        DWORD flags = 0;
        if (value == kInvalidHandle || !::GetHandleInformation(handle, &flags)) {
            return lastSystemError("spawn " + executable + ": inherited handle " +
                                   std::to_string(value));
        }
        if (std::find(listed.begin(), listed.end(), handle) == listed.end()) {
            listed.push_back(handle);
        }
    }
    return listed;
}

// CreateProcessW with exactly `listed` (and the startup's standard handles) inherited: the
// listed handles are marked inheritable for the call alone, under a lock, so that a spawn on
// another thread does not pass them to its child.
BOOL createWithHandles(const std::wstring& application, std::wstring& commandLine,
                       DWORD creationFlags, STARTUPINFOEXW& startup,
                       const std::vector<HANDLE>& listed, PROCESS_INFORMATION& info,
                       DWORD& createError) {
    BOOL created = FALSE;
    {
        std::lock_guard lock(g_spawnMutex);
        std::vector<DWORD> oldFlags(listed.size(), 0);
        for (std::size_t i = 0; i < listed.size(); ++i) {
            ::GetHandleInformation(listed[i], &oldFlags[i]);
            ::SetHandleInformation(listed[i], HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
        }
        created = ::CreateProcessW(application.c_str(), commandLine.data(), nullptr, nullptr, TRUE,
                                   creationFlags, nullptr, nullptr, &startup.StartupInfo, &info);
        createError = ::GetLastError();
        for (std::size_t i = 0; i < listed.size(); ++i) {
            ::SetHandleInformation(listed[i], HANDLE_FLAG_INHERIT,
                                   oldFlags[i] & HANDLE_FLAG_INHERIT);
        }
    }
    return created;
}

}  // namespace

Expected<Process> Process::spawn(const std::string& executable,
                                 const std::vector<std::string>& arguments,
                                 const std::vector<NativeHandle>& inherited) {
    if (executable.empty())
        return Error{ErrorCode::InvalidArgument, "spawn: no executable given"};
    auto toInherit = handlesToInherit(executable, inherited);
    if (!toInherit) {
        return toInherit.error();
    }
    const std::vector<HANDLE>& listed = toInherit.value();
    const std::wstring application = detail::widen(executable);
    std::wstring commandLine = L"\"" + application + L"\"";
    for (const std::string& arg : arguments)
        commandLine += L" " + quoteArgument(detail::widen(arg));

    HandleCloser temporaries;
    auto standard = childStandardHandles(temporaries);
    if (!standard) {
        return standard.error();
    }
    const auto [nul, out, err] = standard.value();
    std::vector<HANDLE> handleList = listed;
    for (HANDLE h : {nul, out, err}) {
        if (h != nullptr &&
            std::find(handleList.begin(), handleList.end(), h) == handleList.end()) {
            handleList.push_back(h);
        }
    }

    SIZE_T attributeBytes = 0;
    ::InitializeProcThreadAttributeList(nullptr, 1, 0, &attributeBytes);
    std::vector<unsigned char> attributeStorage(attributeBytes);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attributeStorage.data());
    if (!::InitializeProcThreadAttributeList(attributes, 1, 0, &attributeBytes)) {
        return lastSystemError("InitializeProcThreadAttributeList");
    }
    struct AttributeListGuard {
        LPPROC_THREAD_ATTRIBUTE_LIST list;
        ~AttributeListGuard() { ::DeleteProcThreadAttributeList(list); }
    } attributeGuard{attributes};
    if (!::UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST,
                                     handleList.data(), handleList.size() * sizeof(HANDLE), nullptr,
                                     nullptr)) {
        return lastSystemError("UpdateProcThreadAttribute(PROC_THREAD_ATTRIBUTE_HANDLE_LIST)");
    }

    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = nul;
    startup.StartupInfo.hStdOutput = out;
    startup.StartupInfo.hStdError = err;
    startup.lpAttributeList = attributes;

    const DWORD creationFlags = childCreationFlags();

    PROCESS_INFORMATION info{};
    DWORD createError = 0;
    const BOOL created = createWithHandles(application, commandLine, creationFlags, startup, listed,
                                           info, createError);
    if (!created) {
        return Error{ErrorCode::SystemError, "cannot start " + executable + ": " +
                                                 systemErrorText(static_cast<int>(createError)) +
                                                 " (error " + std::to_string(createError) + ")"};
    }
    if (const HANDLE job = childrenJob(); job != nullptr) {
        ::AssignProcessToJobObject(job, info.hProcess);  // Best effort, see childrenJob().
    }
    ::ResumeThread(info.hThread);
    ::CloseHandle(info.hThread);
    auto* impl = new Impl;
    impl->process = info.hProcess;
    impl->pid = info.dwProcessId;
    Process process;
    process.m_impl.reset(impl);
    return process;
}

void Process::ImplTraits::close(Value impl) noexcept {
    if (::WaitForSingleObject(impl->process, 0) == WAIT_TIMEOUT) {
        ::TerminateProcess(impl->process, kKilledExitCode);
        ::WaitForSingleObject(impl->process, INFINITE);
    }
    ::CloseHandle(impl->process);
    delete impl;
}

Expected<ExitStatus> Process::wait(std::chrono::milliseconds timeout) {
    if (!m_impl.valid())
        return Error{ErrorCode::InvalidArgument, "wait: no process"};
    const auto count = std::clamp<long long>(timeout.count(), 0, INFINITE - 1);
    const DWORD result = ::WaitForSingleObject(m_impl.get()->process, static_cast<DWORD>(count));
    if (result == WAIT_OBJECT_0)
        return m_impl.get()->statusNow();
    if (result == WAIT_TIMEOUT) {
        return Error{ErrorCode::Timeout, "process " + std::to_string(m_impl.get()->pid) +
                                             " still running after " +
                                             std::to_string(timeout.count()) + " ms"};
    }
    return lastSystemError("WaitForSingleObject");
}

bool Process::running() {
    return m_impl.valid() && ::WaitForSingleObject(m_impl.get()->process, 0) == WAIT_TIMEOUT;
}

bool Process::stopped() {
    return false;  // Windows has no job-control stop of a whole process
}

void Process::kill() noexcept {
    if (!m_impl.valid())
        return;
    Impl& impl = *m_impl.get();
    // Set first: a wait() in another thread may return as soon as TerminateProcess does.
    // If the child had already ended, its own exit code is kept and "killed" is cleared.
    const bool wasKilled = impl.killed.exchange(true);
    if (!::TerminateProcess(impl.process, kKilledExitCode) && !wasKilled) {
        impl.killed = false;
    }
}

long long Process::id() const noexcept {
    return m_impl.valid() ? m_impl.get()->pid : 0;
}

bool Process::valid() const noexcept {
    return m_impl.valid();
}

std::string ExitStatus::describe() const {
    if (signaled)
        return "terminated (TerminateProcess, exit code " + std::to_string(code) + ")";
    if (exited) {
        const auto raw = static_cast<unsigned>(code);
        if (raw >= 0xC0000000u) {
            // An NTSTATUS: the process crashed (e.g. 0xC0000005, access violation).
            char hex[16];
            std::snprintf(hex, sizeof hex, "0x%08X", raw);
            return std::string("exit code ") + hex + " (crashed)";
        }
        return "exit code " + std::to_string(code);
    }
    return "still running";
}

std::string currentExecutableDirectory() {
    std::wstring path(MAX_PATH, L'\0');
    for (;;) {
        const DWORD length =
            ::GetModuleFileNameW(nullptr, path.data(), static_cast<DWORD>(path.size()));
        if (length == 0)
            return ".";
        if (length < path.size()) {
            path.resize(length);
            break;
        }
        path.resize(path.size() * 2);  // truncated: try a larger buffer
    }
    const auto slash = path.find_last_of(L"\\/");
    return slash == std::wstring::npos ? "." : detail::narrow(path.substr(0, slash));
}

std::string executableFileName(const std::string& baseName) {
    return baseName + ".exe";
}

long long currentProcessId() noexcept {
    return ::GetCurrentProcessId();
}

// Windows has no SIGPIPE: writes to a closed pipe or socket already fail with an error.
void ignoreTerminalInterrupt() noexcept {
    // Ctrl-C and Ctrl-Break reach every process on the console; this one leaves them to its
    // parent, which stops it.
    ::SetConsoleCtrlHandler(nullptr, TRUE);
}

void endWithParent() noexcept {
    // Nothing to do: the parent's job object (childrenJob) ends its children with it.
}

void ignoreBrokenPipeSignal() noexcept {}

}  // namespace ipclab::platform
