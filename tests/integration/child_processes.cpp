#include "child_processes.hpp"

#if defined(__linux__)
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

int countChildProcesses() {
    const long self = static_cast<long>(getpid());
    int children = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
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
            ++children;
        }
    }
    return children;
}
#else
int countChildProcesses() { return -1; }
#endif
