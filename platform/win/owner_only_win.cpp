// The owner-only security descriptor shared by the named objects of platform/win: built from
// SDDL text naming this process's user SID, which is shorter and harder to get wrong than
// assembling an ACL by hand.
#include "owner_only_win.hpp"
// sddl.h needs the types windows.h defines.
#include <sddl.h>

#include <string>
#include <vector>

namespace ipclab::platform::detail {

OwnerOnlySecurity::OwnerOnlySecurity(PSECURITY_DESCRIPTOR descriptor) noexcept
    : m_descriptor(descriptor) {
    m_attributes.nLength = sizeof m_attributes;
    m_attributes.lpSecurityDescriptor = m_descriptor.get();
    m_attributes.bInheritHandle = FALSE;
}

Expected<OwnerOnlySecurity> OwnerOnlySecurity::create() {
    HANDLE token = nullptr;
    if (!::OpenProcessToken(::GetCurrentProcess(), TOKEN_QUERY, &token)) {
        return lastSystemError("OpenProcessToken");
    }
    DWORD size = 0;
    ::GetTokenInformation(token, TokenUser, nullptr, 0, &size);
    std::vector<unsigned char> buffer(size);
    const BOOL gotUser = ::GetTokenInformation(token, TokenUser, buffer.data(), size, &size);
    const DWORD tokenError = ::GetLastError();
    ::CloseHandle(token);
    if (!gotUser) {
        ::SetLastError(tokenError);
        return lastSystemError("GetTokenInformation(TokenUser)");
    }
    wchar_t* sidText = nullptr;
    if (!::ConvertSidToStringSidW(reinterpret_cast<TOKEN_USER*>(buffer.data())->User.Sid,
                                  &sidText)) {
        return lastSystemError("ConvertSidToStringSidW");
    }
    const std::wstring sddl = L"D:P(A;;GA;;;" + std::wstring(sidText) + L")";
    ::LocalFree(sidText);
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (!::ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl.c_str(), SDDL_REVISION_1,
                                                                &descriptor, nullptr)) {
        return lastSystemError("ConvertStringSecurityDescriptorToSecurityDescriptorW");
    }
    return OwnerOnlySecurity(descriptor);
}

}  // namespace ipclab::platform::detail
