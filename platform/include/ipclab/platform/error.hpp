#pragma once
/// Typed errors for every platform call. Measurement paths return these instead of throwing.
#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "ipclab/platform/text.hpp"

namespace ipclab::platform {

enum class ErrorCode {
    Unsupported,      ///< The OS cannot do this at all (the message says why).
    SystemError,      ///< An OS call failed; the message names the call and the OS error text.
    Timeout,          ///< The other side did not answer in time.
    Closed,           ///< The other side closed the channel or died.
    Cancelled,        ///< Aborted on request.
    InvalidArgument,  ///< The caller passed something out of range.
    ProtocolError,    ///< Data arrived but is not what was expected (wrong sequence, corrupted
                      ///< payload).
};

struct Error {
    ErrorCode code = ErrorCode::SystemError;
    std::string message;  ///< English, as the CLI and the files show it.
    /// The same sentence as a value for a front end to translate (core's errors that a user
    /// reads; ipclab/text.hpp's textError fills both). Empty: `message` is all there is (an OS
    /// call's text).
    Text text;

    Error() = default;
    Error(ErrorCode code, std::string message, Text text = {})
        : code(code), message(std::move(message)), text(std::move(text)) {}
};

/// Text of the error code ("unsupported", "system error", ...).
const char* toString(ErrorCode code) noexcept;

/// The last OS error (errno / GetLastError) as an Error naming `call`, e.g. "shm_open: Permission
/// denied".
Error lastSystemError(const std::string& call);
/// The last socket error (errno / WSAGetLastError) as an Error naming `call`.
Error lastSocketError(const std::string& call);
/// OS text for an error number (strerror / FormatMessage).
std::string systemErrorText(int code);

/// A value or an Error. std::expected is C++23; this is the minimal subset we use.
template <class T>
class [[nodiscard]] Expected {
  public:
    Expected(T value) : m_state(std::move(value)) {}      // NOLINT(google-explicit-constructor)
    Expected(Error error) : m_state(std::move(error)) {}  // NOLINT(google-explicit-constructor)

    bool ok() const noexcept { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<T>(m_state);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_state));
    }
    const T& value() const& {
        assert(ok());
        return std::get<T>(m_state);
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<Error>(m_state);
    }

  private:
    std::variant<T, Error> m_state;
};

/// Success or an Error.
class [[nodiscard]] Status {
  public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}  // NOLINT(google-explicit-constructor)
    static Status success() { return {}; }

    bool ok() const noexcept { return !m_error.has_value(); }
    explicit operator bool() const noexcept { return ok(); }
    const Error& error() const {
        assert(!ok());
        return *m_error;
    }

  private:
    std::optional<Error> m_error;
};

}  // namespace ipclab::platform
