#include "child_processes.hpp"

#if defined(__linux__)
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

std::vector<long> childProcessIds() {
    const long self = static_cast<long>(getpid());
    std::vector<long> children;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
        std::ifstream stat(entry.path() / "stat");
        std::string line;
        if (!std::getline(stat, line)) {
            continue;
        }
        // pid (comm) state ppid ...: comm may contain spaces, so parse after the last ')'.
        const auto close = line.rfind(')');
        if (close == std::string::npos) {
            continue;
        }
        std::istringstream rest(line.substr(close + 1));
        char state = 0;
        long parent = 0;
        rest >> state >> parent;
        if (parent == self) {
            children.push_back(std::stol(entry.path().filename().string()));
        }
    }
    return children;
}

int countChildProcesses() {
    return static_cast<int>(childProcessIds().size());
}

bool canKillChildren() {
    return true;
}

bool killProcess(long pid) {
    return ::kill(static_cast<pid_t>(pid), SIGKILL) == 0;
}

bool stopProcess(long pid) {
    return ::kill(static_cast<pid_t>(pid), SIGSTOP) == 0;
}
#else
std::vector<long> childProcessIds() {
    return {};
}
int countChildProcesses() {
    return -1;
}
bool canKillChildren() {
    return false;
}
bool killProcess(long) {
    return false;
}
bool stopProcess(long) {
    return false;
}
#endif
