#pragma once
/// Anonymous pipes (pipe2 / CreatePipe).
#include <cstddef>
#include <span>

#include "ipclab/platform/error.hpp"
#include "ipclab/platform/handle.hpp"

namespace ipclab::platform {

/// One end of an anonymous pipe. Move-only; closes on destruction.
/// Created non-inheritable: Process::spawn makes only the handles it is given inheritable.
class PipeEnd {
  public:
    PipeEnd() = default;
    explicit PipeEnd(NativeHandle handle) noexcept : m_handle(handle) {}
    PipeEnd(PipeEnd&& other) noexcept;
    PipeEnd& operator=(PipeEnd&& other) noexcept;
    PipeEnd(const PipeEnd&) = delete;
    PipeEnd& operator=(const PipeEnd&) = delete;
    ~PipeEnd();

    /// Writes every byte (looping over partial writes). Closed if the reader is gone (no SIGPIPE).
    Status writeAll(std::span<const std::byte> data) noexcept;
    /// Reads exactly data.size() bytes. Closed on end of file.
    Status readExact(std::span<std::byte> data) noexcept;

    NativeHandle native() const noexcept { return m_handle; }
    bool valid() const noexcept { return m_handle != kInvalidHandle; }
    void close() noexcept;

  private:
    NativeHandle m_handle = kInvalidHandle;
};

struct AnonymousPipe {
    PipeEnd readEnd;
    PipeEnd writeEnd;
};

/// A new pipe, both ends close-on-exec / non-inheritable.
Expected<AnonymousPipe> createAnonymousPipe();

}  // namespace ipclab::platform
