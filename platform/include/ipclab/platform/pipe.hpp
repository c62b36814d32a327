#pragma once
/// Pipes: anonymous (pipe2 / CreatePipe) here, named (FIFOs) in fifo.hpp; an end of either is a
/// PipeEnd.
#include <cstddef>
#include <span>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// One end of a pipe, anonymous or named (a FIFO), in blocking mode. Move-only; closes on
/// destruction. Not thread-safe. Created non-inheritable: Process::spawn makes only the handles
/// it is given inheritable. A blocked read or write ends (with Closed) when the process at the
/// other end closes its end or dies.
class PipeEnd {
  public:
    PipeEnd() = default;
    /// `kind` names the pipe in errors ("pipe", "FIFO", "named pipe"); a string literal.
    explicit PipeEnd(NativeHandle handle, const char* kind = "pipe") noexcept
        : m_handle(handle), m_kind(kind) {}

    /// Writes every byte (looping over partial writes). Closed if the reader is gone (no SIGPIPE).
    Status writeAll(std::span<const std::byte> data) noexcept;
    /// Reads exactly data.size() bytes. Closed on end of file (the writer is gone).
    Status readExact(std::span<std::byte> data) noexcept;
    /// Makes a read or write blocked on this end in another thread return, whoever else holds
    /// the pipe: fills the pipe (a read end) or drains it (a write end) through a second
    /// descriptor of the same pipe. What the woken call then reads or wrote is garbage: for
    /// an aborted channel only. Linux (/proc/self/fd, up to the pipe's 1 MiB maximum);
    /// Unsupported elsewhere, saying why.
    Status wakeBlocked() noexcept;

    NativeHandle native() const noexcept { return m_handle.get(); }
    bool valid() const noexcept { return m_handle.valid(); }
    void close() noexcept { m_handle.reset(); }

  private:
    UniqueHandle<OsHandleTraits> m_handle;
    const char* m_kind = "pipe";
};

struct AnonymousPipe {
    PipeEnd readEnd;
    PipeEnd writeEnd;
};

/// A new pipe, both ends close-on-exec / non-inheritable.
Expected<AnonymousPipe> createAnonymousPipe();

}  // namespace ipclab::platform
