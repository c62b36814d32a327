// The checks of an output path the CLI's commands make before they measure or read anything
// (cli_commands.hpp).
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "cli/cli_commands.hpp"
#include "ipclab/output_file.hpp"

namespace ipclab::app {

/// Where the output goes, checked before measuring: a result must never be lost to a typo in a
/// path after minutes of measuring. Empty when fine, else the message (naming the option).
std::string checkOutputPath(const std::string& option, const std::string& path) {
    if (path.empty()) {
        return {};
    }
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::path target(path);
    if (fs::is_directory(target, error)) {
        return option + ": " + path + " is a folder; give a file name";
    }
    if (fs::is_fifo(target, error)) {
        // Opened without blocking, and held open until the output is written into it: a FIFO
        // with no reader is refused, never waited on, and its reader gets one stream.
        if (platform::Status held = holdFifoForWriting(path); !held) {
            return held.error().code == platform::ErrorCode::Closed
                       ? option + ": " + path +
                             " is a FIFO that nobody reads; start its reader first"
                       : option + ": " + held.error().message;
        }
        return {};
    }
    if (const fs::file_status status = fs::status(target, error);
        fs::exists(status) && !fs::is_regular_file(status) && !fs::is_character_file(status)) {
        // Written into, never replaced (output_file.hpp): a socket or a disk is no output.
        return option + ": " + path +
               " is neither a regular file, a character device nor a FIFO; give a file name";
    }
    const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
    if (!fs::exists(folder, error)) {
        return option + ": the folder " + folder.string() + " does not exist";
    }
    if (!fs::is_directory(folder, error)) {
        return option + ": " + folder.string() + " is not a folder";
    }
    // Opened for appending, so an existing file is not emptied by the check; a file the check
    // created is removed again.
    const bool existed = fs::exists(target, error);
    {
        std::ofstream probe(path, std::ios::binary | std::ios::app);
        if (!probe) {
            return option + ": cannot write " + path + ": " + std::strerror(errno);
        }
    }
    if (!existed) {
        fs::remove(target, error);
    }
    return {};
}

/// Two outputs naming one file: the second would overwrite the first (the PNG over the JSON).
std::string checkSameOutput(const std::string& option, const std::string& path,
                            const std::string& otherOption, const std::string& other) {
    if (path.empty() || other.empty()) {
        return {};
    }
    if (!sameFile(path, other)) {
        return {};
    }
    return option + " and " + otherOption + " name the same file (" + path +
           "): the second would overwrite the first";
}

std::string checkOutputsApart(const std::vector<NamedOutput>& outputs,
                              const std::vector<std::string>& inputs,
                              const std::string& overwrites) {
    for (const auto& [option, output] : outputs) {
        for (const std::string& input : inputs) {
            if (!output.empty() && sameFile(output, input)) {
                return option + " " + output + " is the results file " + input + ": " + overwrites;
            }
        }
    }
    for (std::size_t a = 0; a < outputs.size(); ++a) {
        for (std::size_t b = a + 1; b < outputs.size(); ++b) {
            if (std::string problem = checkSameOutput(outputs[a].first, outputs[a].second,
                                                      outputs[b].first, outputs[b].second);
                !problem.empty()) {
                return problem;
            }
        }
    }
    return {};
}
}  // namespace ipclab::app
