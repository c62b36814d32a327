// GetLastError / WSAGetLastError based errors, with the system's message text.
#include "ipclab/platform/error.hpp"
#include "win_include.hpp"

namespace ipclab::platform {

std::string systemErrorText(int code) {
    wchar_t* buffer = nullptr;
    const DWORD length = ::FormatMessageW(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, static_cast<DWORD>(code), MAKELANGID(LANG_NEUTRAL, SUBLANG_DEFAULT),
        reinterpret_cast<wchar_t*>(&buffer), 0, nullptr);
    std::wstring text = length > 0 && buffer != nullptr ? std::wstring(buffer, length) : L"";
    if (buffer != nullptr)
        ::LocalFree(buffer);
    // System messages end in ".\r\n"; drop that so the text fits inside a sentence.
    while (!text.empty() && (text.back() == L'\n' || text.back() == L'\r' || text.back() == L'.' ||
                             text.back() == L' ')) {
        text.pop_back();
    }
    if (text.empty())
        return "error " + std::to_string(code);
    return detail::narrow(text);
}

Error lastSystemError(const std::string& call) {
    const DWORD code = ::GetLastError();
    return Error{ErrorCode::SystemError, call + ": " + systemErrorText(static_cast<int>(code)) +
                                             " (error " + std::to_string(code) + ")"};
}

Error lastSocketError(const std::string& call) {
    const int code = ::WSAGetLastError();
    return Error{ErrorCode::SystemError,
                 call + ": " + systemErrorText(code) + " (WSA error " + std::to_string(code) + ")"};
}

}  // namespace ipclab::platform
