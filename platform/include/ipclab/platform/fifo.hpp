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
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/private_directory.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// One open end of a FIFO, in blocking mode. Move-only; closes on destruction. Not
/// thread-safe. A blocked read or write cannot be interrupted portably from another thread: it
/// ends (with Closed) when the process at the other end closes its end or dies.
class FifoEnd {
  public:
    FifoEnd() = default;
    explicit FifoEnd(NativeHandle handle) noexcept : m_handle(handle) {}

    /// Writes every byte (looping over partial writes). Closed if the reader is gone.
    Status writeAll(std::span<const std::byte> data) noexcept;
    /// Reads exactly data.size() bytes. Closed if the writer is gone.
    Status readExact(std::span<std::byte> data) noexcept;

    NativeHandle native() const noexcept { return m_handle.get(); }
    bool valid() const noexcept { return m_handle.valid(); }
    void close() noexcept { m_handle.reset(); }

  private:
    UniqueHandle<OsHandleTraits> m_handle;
};

/// Opens the FIFO at `path` (an output the user named) for writing without ever blocking:
/// Closed when no process has it open for reading (opened blocking, it would wait for ever,
/// and no signal ends that wait); otherwise a blocking end to write into. Unsupported where
/// there are no FIFO files (Windows).
Expected<FifoEnd> openFifoWriter(const std::string& path);

/// The owner's side of a FIFO pair. Move-only. The owner's destructor closes its ends and
/// removes the FIFOs (POSIX: both files and their directory; Windows: the pipes vanish with
/// their last handle).
class FifoPair {
  public:
    /// The attaching process's ends.
    struct Ends {
        FifoEnd reading;  ///< What the owner writes.
        FifoEnd writing;  ///< What the owner reads.
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

    FifoEnd& reading() noexcept {
        return m_reading;
    }  ///< Owner's reading end (valid once connected).
    FifoEnd& writing() noexcept {
        return m_writing;
    }  ///< Owner's writing end (valid once connected).

    /// Closes the ends and removes the FIFOs now. Idempotent.
    void remove() noexcept;

  private:
    std::string m_name;
    PrivateDirectory m_directory;  // POSIX only; empty on Windows.
    FifoEnd m_reading;
    FifoEnd m_writing;
    bool m_connected = false;  // Meaningful only while the ends are open (not after a move).
};

}  // namespace ipclab::platform
