// POSIX named shared memory: shm_open + ftruncate + mmap. The segment outlives every mapping
// until shm_unlink, so the creator unlinks it when it is destroyed (openers keep their
// mappings, which stay valid).
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

#include "ipclab/platform/shared_memory.hpp"
#include "os_posix.hpp"

namespace ipclab::platform {
namespace {

Status checkArguments(const std::string& name, std::size_t bytes) {
    if (name.size() < 2 || name.front() != '/' || name.find('/', 1) != std::string::npos) {
        return Error{ErrorCode::InvalidArgument, "shared memory name \"" + name +
                                                     "\" must be \"/\" followed by a name "
                                                     "without further slashes"};
    }
    if (bytes == 0)
        return Error{ErrorCode::InvalidArgument, "shared memory of 0 bytes"};
    return {};
}

}  // namespace

Expected<SharedMemory> SharedMemory::create(const std::string& name, std::size_t bytes) {
    if (Status ok = checkArguments(name, bytes); !ok)
        return ok.error();
    // O_EXCL: never adopt a segment someone else made; 0600: owner only.
    const int fd = ::shm_open(name.c_str(), O_RDWR | O_CREAT | O_EXCL, S_IRUSR | S_IWUSR);
    if (fd < 0)
        return lastSystemError("shm_open(" + name + ", O_CREAT|O_EXCL)");
    // From here on the name is ours: the guard unlinks it if sizing or mapping fails.
    UniqueHandle<SharedMemoryTraits> guard(SharedMemorySegment{
        .data = nullptr, .size = 0, .name = name, .owner = true, .mapping = -1});
    if (const int error = detail::sizeSharedMemory(fd, bytes); error != 0) {
        ::close(fd);
        return Error{ErrorCode::SystemError, "cannot size shared memory " + name + " to " +
                                                 std::to_string(bytes) +
                                                 " bytes: " + systemErrorText(error)};
    }
    void* data = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (data == MAP_FAILED) {
        Error error = lastSystemError("mmap(" + name + ")");
        ::close(fd);
        return error;
    }
    ::close(fd);  // the mapping keeps the segment
    SharedMemorySegment segment = guard.release();
    segment.data = data;
    segment.size = bytes;
    return SharedMemory(std::move(segment));
}

Expected<SharedMemory> SharedMemory::open(const std::string& name, std::size_t bytes) {
    if (Status ok = checkArguments(name, bytes); !ok)
        return ok.error();
    const int fd = ::shm_open(name.c_str(), O_RDWR, 0);
    if (fd < 0)
        return lastSystemError("shm_open(" + name + ")");
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        Error error = lastSystemError("fstat(" + name + ")");
        ::close(fd);
        return error;
    }
    if (static_cast<std::size_t>(info.st_size) < bytes) {
        ::close(fd);
        return Error{ErrorCode::InvalidArgument,
                     "shared memory " + name + " has " + std::to_string(info.st_size) +
                         " bytes, fewer than the " + std::to_string(bytes) + " asked for"};
    }
    void* data = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (data == MAP_FAILED) {
        Error error = lastSystemError("mmap(" + name + ")");
        ::close(fd);
        return error;
    }
    ::close(fd);
    return SharedMemory(SharedMemorySegment{
        .data = data, .size = bytes, .name = name, .owner = false, .mapping = -1});
}

void SharedMemoryTraits::close(const Value& segment) noexcept {
    if (segment.data != nullptr)
        ::munmap(segment.data, segment.size);
    if (segment.owner && !segment.name.empty())
        ::shm_unlink(segment.name.c_str());
}

}  // namespace ipclab::platform
