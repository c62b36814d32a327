// Windows named shared memory: a paging-file-backed section (CreateFileMappingW) mapped with
// MapViewOfFile. Unlike POSIX there is nothing to unlink: the section dies with its last
// handle, so the creator must outlive the openers' use of it. The section's DACL grants access
// to the creating user only.
#include <utility>

#include "owner_only_win.hpp"
#include "win_include.hpp"

#include "ipclab/platform/shared_memory.hpp"

namespace ipclab::platform {
namespace {

Status checkArguments(const std::string& name, std::size_t bytes) {
    if (name.empty())
        return Error{ErrorCode::InvalidArgument, "shared memory needs a name"};
    if (bytes == 0)
        return Error{ErrorCode::InvalidArgument, "shared memory of 0 bytes"};
    return {};
}

}  // namespace

Expected<SharedMemory> SharedMemory::create(const std::string& name, std::size_t bytes) {
    if (Status ok = checkArguments(name, bytes); !ok)
        return ok.error();
    auto security = detail::OwnerOnlySecurity::create();
    if (!security)
        return security.error();
    const auto size = static_cast<unsigned long long>(bytes);
    HANDLE mapping =
        ::CreateFileMappingW(INVALID_HANDLE_VALUE, security->attributes(), PAGE_READWRITE,
                             static_cast<DWORD>(size >> 32), static_cast<DWORD>(size & 0xFFFFFFFFu),
                             detail::widen(name).c_str());
    if (mapping == nullptr)
        return lastSystemError("CreateFileMappingW(" + name + ")");
    if (::GetLastError() == ERROR_ALREADY_EXISTS) {
        // CreateFileMapping opened somebody else's section: never adopt it.
        ::CloseHandle(mapping);
        return Error{ErrorCode::SystemError,
                     "CreateFileMappingW(" + name + "): the name already exists"};
    }
    void* data = ::MapViewOfFile(mapping, FILE_MAP_ALL_ACCESS, 0, 0, bytes);
    if (data == nullptr) {
        Error error = lastSystemError("MapViewOfFile(" + name + ")");
        ::CloseHandle(mapping);
        return error;
    }
    SharedMemory memory;
    memory.m_data = data;
    memory.m_size = bytes;
    memory.m_name = name;
    memory.m_owner = true;
    memory.m_mapping = reinterpret_cast<std::intptr_t>(mapping);
    return memory;
}

Expected<SharedMemory> SharedMemory::open(const std::string& name, std::size_t bytes) {
    if (Status ok = checkArguments(name, bytes); !ok)
        return ok.error();
    HANDLE mapping = ::OpenFileMappingW(FILE_MAP_ALL_ACCESS, FALSE, detail::widen(name).c_str());
    if (mapping == nullptr)
        return lastSystemError("OpenFileMappingW(" + name + ")");
    void* data = ::MapViewOfFile(mapping, FILE_MAP_ALL_ACCESS, 0, 0, bytes);
    if (data == nullptr) {
        Error error =
            lastSystemError("MapViewOfFile(" + name + ", " + std::to_string(bytes) + " bytes)");
        ::CloseHandle(mapping);
        return error;
    }
    SharedMemory memory;
    memory.m_data = data;
    memory.m_size = bytes;
    memory.m_name = name;
    memory.m_mapping = reinterpret_cast<std::intptr_t>(mapping);
    return memory;
}

SharedMemory::SharedMemory(SharedMemory&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)),
      m_size(std::exchange(other.m_size, 0)),
      m_name(std::move(other.m_name)),
      m_owner(std::exchange(other.m_owner, false)),
      m_mapping(std::exchange(other.m_mapping, -1)) {
    other.m_name.clear();
}

SharedMemory& SharedMemory::operator=(SharedMemory&& other) noexcept {
    if (this != &other) {
        reset();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_name = std::move(other.m_name);
        other.m_name.clear();
        m_owner = std::exchange(other.m_owner, false);
        m_mapping = std::exchange(other.m_mapping, -1);
    }
    return *this;
}

SharedMemory::~SharedMemory() {
    reset();
}

void SharedMemory::reset() noexcept {
    if (m_data != nullptr)
        ::UnmapViewOfFile(m_data);
    if (m_mapping != -1)
        ::CloseHandle(reinterpret_cast<HANDLE>(m_mapping));
    m_data = nullptr;
    m_size = 0;
    m_name.clear();
    m_owner = false;
    m_mapping = -1;
}

}  // namespace ipclab::platform
