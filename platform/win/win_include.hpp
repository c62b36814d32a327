#pragma once
/// Private to platform/win: the one place that includes the Windows headers, in the order
/// Winsock needs (winsock2.h before windows.h, or windows.h pulls in the old winsock.h), without
/// the min/max macros, plus UTF-8 <-> UTF-16 conversion for the W functions.
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
// clang-format off
#include <winsock2.h>
#include <ws2tcpip.h>
#include <windows.h>
// clang-format on

#include <string>

#include "ipclab/platform/handle.hpp"

namespace ipclab::platform::detail {

inline std::wstring widen(const std::string& text) {
    if (text.empty())
        return {};
    const int size =
        ::MultiByteToWideChar(CP_UTF8, 0, text.data(), static_cast<int>(text.size()), nullptr, 0);
    std::wstring wide(static_cast<std::size_t>(size), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, text.data(), static_cast<int>(text.size()), wide.data(),
                          size);
    return wide;
}

inline std::string narrow(const std::wstring& wide) {
    if (wide.empty())
        return {};
    const int size = ::WideCharToMultiByte(CP_UTF8, 0, wide.data(), static_cast<int>(wide.size()),
                                           nullptr, 0, nullptr, nullptr);
    std::string text(static_cast<std::size_t>(size), '\0');
    ::WideCharToMultiByte(CP_UTF8, 0, wide.data(), static_cast<int>(wide.size()), text.data(), size,
                          nullptr, nullptr);
    return text;
}

inline HANDLE toHandle(NativeHandle handle) noexcept {
    return reinterpret_cast<HANDLE>(handle);
}
inline NativeHandle fromHandle(HANDLE handle) noexcept {
    return reinterpret_cast<NativeHandle>(handle);
}
// SOCKET is an unsigned integer; INVALID_SOCKET (~0) maps to kInvalidHandle (-1).
inline SOCKET toSocket(NativeHandle handle) noexcept {
    return static_cast<SOCKET>(handle);
}

}  // namespace ipclab::platform::detail
