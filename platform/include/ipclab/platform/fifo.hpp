#pragma once
/// Named FIFOs between two processes: POSIX FIFOs (mkfifo) in a private 0700 directory, or
/// Windows named pipes ("\\.\pipe\ipclab-..."), byte mode, local clients only, owner-only DACL.
/// Always a pair, one FIFO per direction, created by one process (the owner) and attached to
/// by exactly one other.
#include <chrono>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/pipe.hpp"
#include "ipclab/platform/private_directory.hpp"

namespace ipclab::platform {

/// Opens the FIFO at `path` (an output the user named) for writing without ever blocking:
/// Closed when no process has it open for reading (opened blocking, it would wait for ever,
/// and no signal ends that wait); otherwise a blocking end to write into. Unsupported where
/// there are no FIFO files (Windows).
Expected<PipeEnd> openFifoWriter(const std::string& path);

/// The owner's side of a FIFO pair. Move-only. The owner's destructor closes its ends and
/// removes the FIFOs (POSIX: both files and their directory; Windows: the pipes vanish with
/// their last handle).
class FifoPair {
  public:
    /// The attaching process's ends.
    struct Ends {
        PipeEnd reading;  ///< What the owner writes.
        PipeEnd writing;  ///< What the owner reads.
    };

    /// Creates both FIFOs with fresh unpredictable names. Never blocks.
    static Expected<FifoPair> create(std::string_view tag);
    /// The other process: opens its ends of the pair called `name`. Gives up with Timeout
    /// after `timeout` if the owner has not connected by then.
    static Expected<Ends> attach(const std::string& name, std::chrono::milliseconds timeout);

    // Move-only through its members (rule of zero): they are destroyed ends first, then the
    // directory that holds the FIFO files, which is what remove() does.
    FifoPair() = default;

    /// What the other process passes to attach(): a directory path, or a pipe name prefix.
    const std::string& name() const noexcept { return m_name; }

    /// Owner: finishes connecting once the other process attaches. Timeout if it has not within
    /// `timeout`; may then be called again. Afterwards both ends are in blocking mode.
    Status connect(std::chrono::milliseconds timeout);
    bool connected() const noexcept { return m_connected && m_reading.valid(); }

    PipeEnd& reading() noexcept {
        return m_reading;
    }  ///< Owner's reading end (valid once connected).
    PipeEnd& writing() noexcept {
        return m_writing;
    }  ///< Owner's writing end (valid once connected).

    /// Closes the ends and removes the FIFOs now. Idempotent.
    void remove() noexcept;

  private:
    std::string m_name;
    PrivateDirectory m_directory;  // POSIX only; empty on Windows.
    PipeEnd m_reading;
    PipeEnd m_writing;
    bool m_connected = false;  // Meaningful only while the ends are open (not after a move).
};

}  // namespace ipclab::platform
