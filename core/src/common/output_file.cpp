#include "ipclab/output_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <span>
#include <utility>

#include "ipclab/platform/fifo.hpp"
#include "ipclab/text.hpp"

namespace ipclab {
namespace {

namespace fs = std::filesystem;
using platform::Error;
using platform::ErrorCode;

Error cannotWrite(const std::string& path, TextArg why, ErrorCode code = ErrorCode::SystemError) {
    return textError(code, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cannot write %1: %2"),
                                {verbatimArg(path), std::move(why)}));
}

/// fopen/fwrite/fclose, whose failures set errno (an ofstream's do not say why). "wb" truncates
/// the file it opens and never replaces it: the same inode gets the bytes.
platform::Status writeWhole(const std::string& path, std::string_view bytes) {
    errno = 0;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file == nullptr) {
        return cannotWrite(path, verbatimArg(std::strerror(errno)));
    }
    errno = 0;
    const bool written =
        std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size() && std::fflush(file) == 0;
    const int writeErrno = errno;
    const bool closed = std::fclose(file) == 0;
    if (!written || !closed) {
        const int why = !written ? writeErrno : errno;
        return cannotWrite(path, verbatimArg(std::strerror(why != 0 ? why : EIO)));
    }
    return {};
}

/// The FIFO ends holdFifoForWriting() opened, by the path they were held for, until written.
struct HeldFifos {
    std::mutex mutex;
    std::map<std::string, platform::PipeEnd> ends;
};

HeldFifos& heldFifos() {
    static HeldFifos held;
    return held;
}

/// The end held for `path`, taken out of the hold (empty when none is held).
platform::PipeEnd takeHeldEnd(const std::string& path) {
    HeldFifos& held = heldFifos();
    const std::lock_guard lock(held.mutex);
    const auto found = held.ends.find(path);
    if (found == held.ends.end()) {
        return {};
    }
    platform::PipeEnd end = std::move(found->second);
    held.ends.erase(found);
    return end;
}

platform::Expected<platform::PipeEnd> openForWriting(const std::string& path) {
    auto end = platform::openFifoWriter(path);
    if (!end) {
        if (end.error().code == ErrorCode::Closed) {
            return cannotWrite(
                path,
                textArg(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a FIFO that nobody reads"))),
                ErrorCode::Closed);
        }
        return cannotWrite(path, verbatimArg(end.error().message));
    }
    return end;
}

platform::Status writeIntoFifo(const std::string& path, std::string_view bytes) {
    platform::PipeEnd held = takeHeldEnd(path);
    auto end = held.valid() ? platform::Expected<platform::PipeEnd>(std::move(held))
                            : openForWriting(path);
    if (!end) {
        return end.error();
    }
    if (!end->writeAll(std::as_bytes(std::span(bytes.data(), bytes.size())))) {
        return cannotWrite(
            path, textArg(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "its reader went away"))),
            ErrorCode::Closed);
    }
    return {};
}

Text kindOf(const fs::file_status& status) {
    switch (status.type()) {
        case fs::file_type::directory:
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a folder"));
        case fs::file_type::block:
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a block device"));
        case fs::file_type::socket:
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "a socket"));
        default:
            return Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not a regular file"));
    }
}

}  // namespace

platform::Status writeIntoFile(const std::string& path, std::string_view bytes) {
    std::error_code error;
    const fs::file_status status = fs::status(path, error);  // follows symlinks
    if (!fs::exists(status)) {
        if (platform::Status written = writeWhole(path, bytes); !written) {
            fs::remove(path, error);  // ours, half written: nothing is left behind
            return written;
        }
        return {};
    }
    if (fs::is_fifo(status)) {
        return writeIntoFifo(path, bytes);
    }
    if (fs::is_character_file(status)) {
        return writeWhole(path, bytes);
    }
    if (!fs::is_regular_file(status)) {
        return textError(ErrorCode::InvalidArgument,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "refused to write %1: it is %2, not a file, a "
                                             "character device or a FIFO"),
                              {verbatimArg(path), textArg(kindOf(status))}));
    }
    // The file is emptied before it is written: check the room first, so that a full disk
    // leaves the old content rather than a truncated one.
    const std::uintmax_t oldSize = fs::file_size(path, error);
    const fs::space_info space = fs::space(path, error);
    if (!error && bytes.size() > oldSize && bytes.size() - oldSize > space.available) {
        return textError(
            ErrorCode::SystemError,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                "cannot write %1: no space left on its device (%2 bytes needed, "
                                "%3 available); the file was left as it was"),
                 {verbatimArg(path), integerArg(static_cast<std::int64_t>(bytes.size())),
                  integerArg(static_cast<std::int64_t>(space.available + oldSize))}));
    }
    return writeWhole(path, bytes);
}

bool sameFile(const std::string& a, const std::string& b) {
    std::error_code error;
    if (fs::equivalent(a, b, error)) {
        return true;
    }
    const fs::path first = fs::weakly_canonical(fs::absolute(a, error), error);
    const fs::path second = fs::weakly_canonical(fs::absolute(b, error), error);
    return !first.empty() && first == second;
}

platform::Status holdFifoForWriting(const std::string& path) {
    std::error_code error;
    if (!fs::is_fifo(path, error)) {
        return textError(
            ErrorCode::InvalidArgument,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1 is not a FIFO"), {verbatimArg(path)}));
    }
    auto end = openForWriting(path);
    if (!end) {
        return end.error();
    }
    HeldFifos& held = heldFifos();
    const std::lock_guard lock(held.mutex);
    held.ends.insert_or_assign(path, std::move(end.value()));
    return {};
}

}  // namespace ipclab
