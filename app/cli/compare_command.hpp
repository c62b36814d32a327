#pragma once
/// `ipclab-cli compare A B [C ...]`: measures the mechanisms in the same rounds and prints each
/// one's cost relative to A with an interval from paired rounds, beside A compared with itself
/// (a second copy of A in the same rounds): the noise floor of this machine. Differences
/// inside the floor are labelled as noise. Main thread only.
#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace ipclab::app {

struct CompareCommandOptions {
    std::vector<std::string> mechanisms;  ///< The first is the baseline.
    std::string pattern = "pingpong";
    std::string sizes = "64";
    std::string placement = "unpinned";
    std::string wait;
    std::uint64_t iterations = 10'000;
    std::uint64_t warmup = 1'000;
    int rounds = 10;
    std::string outPath;  ///< Also write the run as JSON here.
};

/// Registers the `compare` subcommand and its options on `app`, filling `options`.
CLI::App* addCompareCommand(CLI::App& app, CompareCommandOptions& options);

/// 0 when every point was measured; 1 when a point failed or the run was interrupted; 2 for
/// bad arguments.
int compareCommand(const CompareCommandOptions& options);

}  // namespace ipclab::app
