#pragma once
// Named shared memory for the cross-process bare programs: shm_open (owner-only, exclusive),
// ftruncate, mmap, and the name unlinked at once (the child inherits the mapping by fork).
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "bare_common.hpp"

inline void* mapSharedMemory(std::size_t bytes) {
    const std::string name = "/bare-shm-" + std::to_string(getpid());
    const int fd = shm_open(name.c_str(), O_RDWR | O_CREAT | O_EXCL, 0600);
    if (fd < 0)
        fail("shm_open");
    shm_unlink(name.c_str());
    if (ftruncate(fd, static_cast<off_t>(bytes)) != 0)
        fail("ftruncate");
    void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (memory == MAP_FAILED)
        fail("mmap");
    close(fd);
    return memory;
}
