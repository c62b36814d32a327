#pragma once
/// Anonymous pipes (pipe2 / CreatePipe).
#include <cstddef>
#include <span>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"
#include "ipclab/platform/unique_handle.hpp"

namespace ipclab::platform {

/// One end of an anonymous pipe. Move-only; closes on destruction.
/// Created non-inheritable: Process::spawn makes only the handles it is given inheritable.
class PipeEnd {
  public:
    PipeEnd() = default;
    explicit PipeEnd(NativeHandle handle) noexcept : m_handle(handle) {}

    /// Writes every byte (looping over partial writes). Closed if the reader is gone (no SIGPIPE).
    Status writeAll(std::span<const std::byte> data) noexcept;
    /// Reads exactly data.size() bytes. Closed on end of file.
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
};

struct AnonymousPipe {
    PipeEnd readEnd;
    PipeEnd writeEnd;
};

/// A new pipe, both ends close-on-exec / non-inheritable.
Expected<AnonymousPipe> createAnonymousPipe();

}  // namespace ipclab::platform
