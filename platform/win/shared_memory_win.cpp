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
    return SharedMemory(SharedMemorySegment{.data = data,
                                            .size = bytes,
                                            .name = name,
                                            .owner = true,
                                            .mapping = reinterpret_cast<std::intptr_t>(mapping)});
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
    return SharedMemory(SharedMemorySegment{.data = data,
                                            .size = bytes,
                                            .name = name,
                                            .owner = false,
                                            .mapping = reinterpret_cast<std::intptr_t>(mapping)});
}

void SharedMemoryTraits::close(const Value& segment) noexcept {
    if (segment.data != nullptr)
        ::UnmapViewOfFile(segment.data);
    if (segment.mapping != -1)
        ::CloseHandle(reinterpret_cast<HANDLE>(segment.mapping));
}

}  // namespace ipclab::platform
