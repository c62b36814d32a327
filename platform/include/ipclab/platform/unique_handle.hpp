#pragma once
/// One owner for one OS handle: the move operations every handle class would otherwise write by
/// hand. A class that holds a UniqueHandle is move-only by default (rule of zero): moving leaves
/// the source invalid, assigning over a valid handle closes it first, destruction closes.
///
/// `Traits` says what a handle is and how it is closed:
///   struct Traits {
///       using Value = NativeHandle;                      // the handle's type
///       static constexpr Value kInvalid = kInvalidHandle; // the value that owns nothing
///       static void close(Value handle) noexcept;        // releases a valid handle
///   };
/// `Value` may also be a class that compares with == and is cheap to default: a path that is
/// removed (PrivateDirectory), or a small struct of the handles and names that are released
/// together, in the order close() says (SharedMemory, PosixMessageQueue). Its kInvalid is then
/// `static inline const Value kInvalid{};`, and copying it must not throw (an empty string does
/// not). State that must not move (a mutex, an atomic) lives on the heap, and Value is its
/// pointer (Process, SysvMessageQueue).
/// Not thread-safe (as the classes that hold one).
#include <utility>

namespace ipclab::platform {

template <class Traits>
class UniqueHandle {
  public:
    using Value = typename Traits::Value;

    UniqueHandle() noexcept = default;
    explicit UniqueHandle(Value handle) noexcept : m_handle(std::move(handle)) {}
    UniqueHandle(UniqueHandle&& other) noexcept : m_handle(other.release()) {}
    UniqueHandle& operator=(UniqueHandle&& other) noexcept {
        if (this != &other) {
            reset(other.release());
        }
        return *this;
    }
    UniqueHandle(const UniqueHandle&) = delete;
    UniqueHandle& operator=(const UniqueHandle&) = delete;
    ~UniqueHandle() { reset(); }

    const Value& get() const noexcept { return m_handle; }
    bool valid() const noexcept { return m_handle != Traits::kInvalid; }
    /// Gives the handle up without closing it.
    Value release() noexcept { return std::exchange(m_handle, Traits::kInvalid); }
    /// Closes the handle held (if any) and holds `handle` instead.
    void reset(Value handle = Traits::kInvalid) noexcept {
        const Value old = std::exchange(m_handle, std::move(handle));
        if (old != Traits::kInvalid) {
            Traits::close(old);
        }
    }

  private:
    Value m_handle = Traits::kInvalid;
};

}  // namespace ipclab::platform
