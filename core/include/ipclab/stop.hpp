#pragma once
/// A request to stop that one thread makes and others see: the part of C++20's
/// std::stop_source / std::stop_token / std::stop_callback that IPC Lab uses, in words every
/// supported compiler has. libc++ 16 (Zig 0.11's clang, and the Xcode many students have) does
/// not ship <stop_token>; later libc++ first offered it only behind -fexperimental-library.
///
/// Thread-safety: every member may be called from any thread. Callbacks run on the thread
/// that requests the stop (or in StopCallback's constructor, when the stop came first), under
/// the source's lock: a StopCallback being destroyed on another thread waits until its
/// callback has returned. So a callback must be short and must not request a stop nor make or
/// destroy a StopCallback of the same source (it would deadlock).
#include <functional>
#include <memory>
#include <utility>

namespace ipclab {

namespace detail {
struct StopState;
}

/// What a worker holds to learn whether a stop was requested. Default-made: never stops.
class StopToken {
  public:
    StopToken() = default;
    bool stopRequested() const noexcept;

  private:
    friend class StopSource;
    friend class StopCallback;
    explicit StopToken(std::shared_ptr<detail::StopState> state) : m_state(std::move(state)) {}
    std::shared_ptr<detail::StopState> m_state;
};

/// Owns one stop request; copies share it (as std::stop_source's do).
class StopSource {
  public:
    StopSource();
    /// Requests the stop and runs the registered callbacks on this thread; true the first
    /// time, false once it had been requested.
    bool requestStop();
    bool stopRequested() const noexcept;
    StopToken token() const { return StopToken(m_state); }

  private:
    std::shared_ptr<detail::StopState> m_state;
};

/// Runs `callback` once when the token's stop is requested (at once, here, if it already was),
/// as long as this object lives. Neither copyable nor movable: the source holds its address.
class StopCallback {
  public:
    StopCallback(const StopToken& token, std::function<void()> callback);
    ~StopCallback();
    StopCallback(const StopCallback&) = delete;
    StopCallback& operator=(const StopCallback&) = delete;

  private:
    std::shared_ptr<detail::StopState> m_state;
    std::function<void()> m_callback;
};

}  // namespace ipclab
