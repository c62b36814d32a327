#pragma once
/// The commands of ipclab-cli. Each returns the process exit code: 0 success, 1 when a point
/// failed or the run was interrupted (everything measured is still printed and written), 2 for
/// bad arguments (the message names the field and the allowed range). Called on the main thread.
#include <cstdint>
#include <string>

namespace ipclab::app {

inline constexpr int kExitOk = 0;
inline constexpr int kExitPointFailed = 1;
inline constexpr int kExitBadArguments = 2;

struct RunCommandOptions {
    std::string mechanisms = "thread.mutex,pipe,tcp";  ///< Comma-separated registry ids.
    std::string pattern = "pingpong";
    std::string sizes = "64";  ///< parseSizeList syntax: "64,4096", "4..512K".
    std::uint64_t iterations = 10'000;
    std::uint64_t warmup = 1'000;
    int repetitions = 7;
    std::string placement = "unpinned";
    std::uint32_t peerTimeoutMs = 5'000;
    bool verify = false;
    std::string format = "table";  ///< table | csv | json
    std::string outPath;           ///< Empty: standard output.
    std::string pngPath;           ///< Empty: no chart.
};

int listCommand(const std::string& format);
int runCommand(const RunCommandOptions& options);
int calibrateCommand(const std::string& format);
/// pipe, tcp and thread.mutex ping-pong at 64 B .. 64 KiB; prints a table and writes
/// ipclab-quick.{csv,json,png} into `outDir` (created when missing).
int quickCommand(const std::string& outDir);

}  // namespace ipclab::app
